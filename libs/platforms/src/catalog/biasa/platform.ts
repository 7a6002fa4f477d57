import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'biasa',
  longName: 'BiASA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/624c97461c41a55d262ee542',
  status: 'beta',
  domains: ['periodici.librari.beniculturali.it'],
  rules: [
    { path: /^\/Ricerca[a-z]*\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Page viewer: one scanned page (id_immagine) of a periodical volume (id_periodico).
    {
      path: /^\/visualizzatore\.aspx$/i,
      query: { id_immagine: /^(?<page>[0-9]+)$/, id_periodico: /^(?<volume>[0-9]+)$/ },
      fields: { rtype: 'BOOK_PAGE', mime: 'HTML', pii: '{volume}', unitid: '{page}' },
    },
  ],
});
