import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cobaz',
  longName: 'Cobaz',
  status: 'beta',
  domains: ['cobaz.afnor.org'],
  rules: [
    { path: /^\/recherche-resultat\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/notice\/norme\/(?<id>[^/]+)\/[A-Z0-9]+$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
