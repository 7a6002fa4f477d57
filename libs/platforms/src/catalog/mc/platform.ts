import { definePlatform } from '../../rules/index.js';

// Single-page app: the route is in the hash (#/content/<publication>/<id>, #/search/…).
export default definePlatform({
  name: 'mc',
  longName: 'Medicines Complete',
  docUrl: 'http://analyses.ezpaarse.org/platforms/614248b2f728fb49b59f0783',
  status: 'beta',
  domains: ['www.medicinescomplete.com'],
  rules: [
    {
      path: /^\/$/,
      hash: /^#\/content\/(?<pub>[a-z0-9_-]+)\/(?<id>[^/?]+)/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{pub}', unitid: '{id}' },
    },
    { path: /^\/$/, hash: /^#\/search\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
