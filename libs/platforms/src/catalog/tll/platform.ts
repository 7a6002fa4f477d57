import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tll',
  longName: 'Thesaurus Linguae Latinae',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64219b9caa1c214bd756b327',
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
