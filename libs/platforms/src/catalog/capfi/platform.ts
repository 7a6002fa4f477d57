import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'capfi',
  longName: 'Cap Financials',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6177ce261a391b07cdc39b6f',
  status: 'beta',
  domains: ['capfinancials.com', 'app.capfinancials.com'],
  rules: [
    { path: /^\/search\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Company sheets by SIREN number.
    {
      path: /^\/company\/(?<siren>[0-9]{9})\/?$/i,
      fields: { rtype: 'FICHE_ENTREPRISE', mime: 'HTML', unitid: '{siren}' },
    },
  ],
});
