import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lqdm',
  longName: 'Le Quotidien du médecin',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db66622c74e0c8b4c28fa',
  status: 'beta',
  domains: ['www.lequotidiendumedecin.fr'],
  rules: [
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Articles: /<rubrique>/<sub-rubrique>/<slug>
    {
      path: /^\/(?:specialites|actus-medicales|medecine-science|politique-de-sante|pro|internes)\/[a-z0-9-]+\/(?<slug>[a-z0-9-]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
