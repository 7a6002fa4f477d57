import { definePlatform } from '../../rules/index.js';

// The application routes in the hash: #search/<filters>/<terms>, #/vid/<document id>.
export default definePlatform({
  name: 'vlex',
  longName: 'vLex',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5c0a3384204fd76c95fb90d3',
  status: 'beta',
  domains: ['app.vlex.com', 'justis.vlex.com'],
  rules: [
    {
      path: /^\/?$/,
      hash: /^#\/?vid\/(?<id>[0-9]+)/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/?$/,
      hash: /^#\/?search\/(?:.*\/)?(?<terms>[^/]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', search_term: '{terms}' },
    },
  ],
});
