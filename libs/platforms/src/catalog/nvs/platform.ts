import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nvs',
  longName: 'Nikkei Value Search',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62fd261807893200df8a1da1/',
  status: 'beta',
  domains: ['valuesearch.nikkei.com'],
  rules: [
    {
      path: /^\/corp\/[a-z]+\/?$/i,
      query: { corpIndustyCode: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
    // News article viewer.
    {
      path: /^\/popup\/?$/i,
      query: { articleId: /^(?<id>.+)$/ },
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/macro\/[a-z]+\/?$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
    { path: /^\/searchlist\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
