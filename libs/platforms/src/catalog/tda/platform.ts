import { definePlatform } from '../../rules/index.js';

// SPIP site: articles are root-level slugs.
export default definePlatform({
  name: 'tda',
  longName: "Tribune de l'Art",
  docUrl: 'https://analyses.ezpaarse.org/platforms/682c6dcbd842ef7509c34a3b',
  status: 'beta',
  domains: ['www.latribunedelart.com'],
  rules: [
    {
      path: /^\/spip\.php$/i,
      query: { page: 'recherche' },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
