import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kheox',
  longName: 'Kheox',
  status: 'beta',
  domains: ['www.kheox.fr'],
  rules: [
    { path: /^\/[a-z]+\/recherche\/resultats\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
