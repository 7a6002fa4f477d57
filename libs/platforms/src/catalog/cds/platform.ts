import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cds',
  longName: 'Corriere Della Sera',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6362af277c6b5e01f7f48909',
  status: 'beta',
  domains: ['video.corriere.it', 'www.corriere.it', 'sitesearch.corriere.it'],
  rules: [
    { path: /^\/forward\.jsp$/i, query: { q: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Videos: /<section>/<slug>/<uuid>
    {
      host: /video\.corriere\.it$/,
      path: /^\/[a-z-]+\/(?<id>[^/]+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
