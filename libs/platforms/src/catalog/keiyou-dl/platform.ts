import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'keiyou-dl',
  longName: 'Keiyou Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f26ba6c3d29c005923b9c4',
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
