import { definePlatform, replace } from '../../rules/index.js';

export default definePlatform({
  name: 'nyt',
  longName: 'The New York Times',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6192cb5e4a6d1831f7d73950',
  status: 'beta',
  domains: ['www.nytimes.com'],
  rules: [
    // /<yyyy>/<mm>/<dd>/<section>[/<sub>]/<slug>.html
    {
      path: /^\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/(?:[a-z-]+\/)+(?<slug>[^/]+)\.html$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        unitid: '{slug}',
        publication_date: replace('{date}', /\//g, '-'),
      },
    },
    {
      path: /^\/search\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', search_term: '{q.query}' },
    },
  ],
});
