import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ari',
  longName: 'Arret Sur Images',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61eefe4a5d6eae897b39df15',
  status: 'beta',
  domains: ['www.arretsurimages.net'],
  rules: [
    {
      path: /^\/articles\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    // Columns: /chroniques/<column>/<episode>.
    {
      path: /^\/chroniques\/[a-z0-9-]+\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
