import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cobaz',
  longName: 'Cobaz',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60b8987a0654805946aa1175',
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
