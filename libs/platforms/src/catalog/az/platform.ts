import { definePlatform, lookup } from '../../rules/index.js';

// Aranzadi (Thomson Reuters Westlaw Spain) document types (`infotype`, sometimes with a trailing `;`).
const INFOTYPE_RTYPE = {
  arz_cuadros: 'IMAGE',
  arz_formularios: 'FORMULES',
  arz_biblos: 'BOOK',
  'arz_doc-admin': 'ARTICLE',
  arz_legis: 'ARTICLE',
};
const INFOTYPE_MIME = { arz_cuadros: 'PDF' };

export default definePlatform({
  name: 'az',
  longName: 'Aranzadi',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65318a66a699d2a85b1b0e8b',
  status: 'beta',
  domains: ['aranzadi.aranzadidigital.es'],
  rules: [
    { path: /^\/maf\/app\/search\/run\/[a-z]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/maf\/app\/delivery\/document$/i,
      query: { docguid: /^(?<guid>I[0-9a-f]{32})$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', db_id: '{q._}', unitid: '{guid}' },
    },
    {
      path: /^\/maf\/app\/document$/i,
      query: { marginal: true, infotype: /^(?<type>[a-z_-]+);?$/i },
      fields: {
        rtype: lookup('{type}', INFOTYPE_RTYPE),
        mime: lookup('{type}', INFOTYPE_MIME, 'HTML'),
        unitid: '{q.marginal}',
      },
    },
    // Without an infotype the document is a form (formulario) addressed by its guid.
    {
      path: /^\/maf\/app\/document$/i,
      query: { docguid: /^(?<guid>I[0-9a-f]{32})$/i, infotype: false },
      fields: { rtype: 'FORMULES', mime: 'HTML', unitid: '{guid}' },
    },
  ],
});
