import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'artstor',
  longName: 'Artstor Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/548973b384f7d88bcf5e3145',
  publisherName: 'Artstor Digital Library',
  status: 'beta',
  domains: ['library.artstor.org', 'artstor.org'],
  rules: [
    // Single-page application: the route is in the hash.
    { path: /^\/?$/, hash: /^#\/search\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/?$/, hash: /^#\/asset\//i, fields: { rtype: 'IMAGE', mime: 'HTML' } },
    // Legacy Java client: image server path /<collection>/<image>/…
    {
      path: /^\/library\/printImage\.jsp$/i,
      query: { imageurl: /^https?:\/\/[^/]+\/[^/]+\/(?<id>[^/]+)\//i },
      fields: { rtype: 'PRINT', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/library\/(?<id>CitationsWindow)\.html$/i,
      fields: { rtype: 'CITATION', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
