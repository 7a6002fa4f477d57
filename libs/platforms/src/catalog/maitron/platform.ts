import { definePlatform } from '../../rules/index.js';

// SPIP site: biographies are spip.php?article<n>.
export default definePlatform({
  name: 'maitron',
  longName: 'Maitron',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552cdd694d5abc99d6a35fca',
  publisherName: 'Les Editions de l’Atelier',
  status: 'beta',
  domains: ['maitron-en-ligne.univ-paris1.fr', 'maitron.fr'],
  rules: [
    {
      path: /^\/spip\.php$/i,
      search: /^\?(?<id>article[0-9]+)(?:&|$)/i,
      fields: { rtype: 'BIO', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/spip\.php$/i,
      query: { page: /^recherche/i },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
