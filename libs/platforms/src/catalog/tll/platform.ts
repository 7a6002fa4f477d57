import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tll',
  longName: 'Thesaurus Linguae Latinae',
  status: 'beta',
  domains: ['tll.degruyter.com'],
  rules: [
    { path: /^\/results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/backend\/cite\/download\/citations\/(?<id>[^/]+)\.xml$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
