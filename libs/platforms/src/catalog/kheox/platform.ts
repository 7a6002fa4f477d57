import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kheox',
  longName: 'Kheox',
  docUrl: 'http://analyses.ezpaarse.org/platforms/565d74c819c63f9bfea072a0',
  status: 'beta',
  domains: ['www.kheox.fr'],
  rules: [
    { path: /^\/[a-z]+\/recherche\/resultats\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
