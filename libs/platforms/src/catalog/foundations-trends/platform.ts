import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'foundations-trends',
  longName: 'Foundations and Trends',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fce9dd9daa90d04ed13a59f',
  status: 'beta',
  domains: ['nowpublishers.com'],
  rules: [
    {
      path: /^\/article\/(?<kind>Download|Details)\/(?<id>[a-z]+-[0-9]+)$/i,
      fields: {
        rtype: lookup('{kind}', { Download: 'ARTICLE', Details: 'ABS' }),
        mime: lookup('{kind}', { Download: 'PDF', Details: 'HTML' }),
        unitid: '{id}',
        title_id: '{id}',
      },
    },
  ],
});
