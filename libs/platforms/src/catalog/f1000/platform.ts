import { definePlatform, join } from '../../rules/index.js';

export default definePlatform({
  name: 'f1000',
  longName: 'Faculty 1000',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['f1000.com', 'f1000research.com', 'blog.f1000.com'],
  rules: [
    {
      path: /^\/articles\/(?<id>[0-9]+-[0-9]+(?:\/v[0-9]+)?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/(?:slides|documents)\/(?<id>[0-9]+-[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/posters\/(?<id>[0-9]+-[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/stats-pmc\/downloads-views$/i,
      query: { doi: /^(?<doi>10\.[0-9]{4,}\/.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{doi}', unitid: '{doi}', doi: '{doi}' },
    },
    // Gateways and collections, optionally narrowed to one kind of output (selectedDomain).
    {
      path: /^\/(?:gateways|collections)\/(?<code>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: join('/', '{code}', '{q.selectedDomain}') },
    },
    // blog.f1000.com: /<yyyy>/<mm>/<dd>/<slug>/
    {
      path: /^\/(?<post>[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{post}', unitid: '{post}' },
    },
    {
      path: /^\/(?:browse(?:\/[^/]*)?|prime\/sections|prime\/recommendations(?:\/[^/]*)?|search)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
