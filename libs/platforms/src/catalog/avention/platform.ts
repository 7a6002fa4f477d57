import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'avention',
  longName: 'Avention',
  docUrl: 'http://ang.couperin.org/platforms/5ffdfaa18898c469153b0c0b',
  status: 'beta',
  domains: ['app.avention.com'],
  rules: [
    { path: /^\/search\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Company and industry reports, keyed by UUID.
    {
      path: /^\/(?:company|industry)\/(?<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /\/FetchAnalystsReport\.aspx$/i,
      query: { DocID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
