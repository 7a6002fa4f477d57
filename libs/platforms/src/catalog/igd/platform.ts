import { definePlatform, extract } from '../../rules/index.js';

// The IGD service is named by its host (retailanalysis.igd.com → retailanalysis).
const service = extract('{url.hostname}', /^[a-z0-9-]+/);

export default definePlatform({
  name: 'igd',
  longName: 'Institute of Grocery Distribution',
  docUrl: 'http://analyses.ezpaarse.org/platforms/617077e7e933f55ffe069294',
  status: 'beta',
  domains: ['retailanalysis.igd.com'],
  rules: [
    // News: /…/news/news-article/t/<slug>/i/<id>.
    {
      path: /\/news-article\/t\/(?<slug>[a-z0-9-]+)\/i\/[0-9]+$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: service, unitid: '{slug}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML', db_id: service } },
  ],
});
