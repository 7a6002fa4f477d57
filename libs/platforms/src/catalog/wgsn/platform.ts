import { definePlatform } from '../../rules/index.js';

// Viewers are single-page apps routed in the hash: #/<board id>/page/<n>, #/image.<id>.
export default definePlatform({
  name: 'wgsn',
  longName: 'WGSN',
  docUrl:
    'http://analyses.ezpaarse.org/platforms/5fa98e3741ca6189e35361ec/analyses/5fa98eb6761300626e7c9918',
  status: 'beta',
  domains: ['www.wgsn.com'],
  rules: [
    {
      path: /^\/content\/board_viewer\/?$/i,
      hash: /^#\/(?<id>[0-9]+)(?:\/.*)?$/,
      fields: { rtype: 'REPORT', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/content\/image_viewer\/?$/i,
      hash: /^#\/(?<id>image\.[0-9]+)(?:\/.*)?$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', unitid: '{id}' },
    },
    {
      path: /^\/[a-z-]+\/article\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/library\/results\/(?<id>[0-9a-f]{32})(?:\/.*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/[a-z-]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/content\/personalized\/reports\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
