import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'keiyou-dl',
  longName: 'Keiyou Digital Library',
  status: 'beta',
  domains: ['lib.keiyou.jp'],
  rules: [
    {
      path: /^\/TViewer\/?$/i,
      query: { doi: /^(?<doi>[0-9.]+\/.+)$/ },
      fields: { rtype: 'ISSUE', mime: 'HTML', doi: '{doi}', unitid: '{doi}' },
    },
    { path: /^\/Search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
