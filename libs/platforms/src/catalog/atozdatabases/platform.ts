import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'atozdatabases',
  longName: 'AtoZdatabases: Target Company Lists',
  docUrl: 'http://ang.couperin.org/platforms/5e18f2a6b5857b60a69135c4',
  status: 'beta',
  domains: ['www.atozdatabases.com', 'atozdatabases.com'],
  rules: [
    // Detail of one company's job offers, named by the `query` parameter.
    {
      path: /^\/ajax\/getIndeedForDetails\.htm$/i,
      query: { query: true },
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{q.query}' },
    },
    // The other ajax calls feed the search forms (results, autocompletion).
    { path: /^\/ajax\/[a-z]+\.htm$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
  ],
});
