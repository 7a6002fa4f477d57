import { definePlatform, doiItem, lookup } from '../../rules/index.js';

// Atypon-hosted books: /doi/<kind>/10.14375/NP.<ISBN>.
// TODO(#10): move to the atypon family (book kinds epdf → BOOK/PDF, book → TOC).
const KIND_RTYPE = { epdf: 'BOOK', pdf: 'BOOK', epub: 'BOOK', book: 'TOC', abs: 'ABS' };
const KIND_MIME = { epdf: 'PDF', pdf: 'PDF', epub: 'EPUB' };

export default definePlatform({
  name: 'numerique-premium',
  longName: 'Numerique Premium',
  publisherName: 'Nouveau Monde éditions',
  status: 'beta',
  domains: ['www.numeriquepremium.com'],
  rules: [
    {
      path: /^\/doi\/(?<kind>epdf|pdf|epub|book|abs)\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: {
        ...doiItem(lookup('{kind}', KIND_RTYPE), lookup('{kind}', KIND_MIME, 'HTML')),
      },
    },
    {
      path: /^\/content\/(?<title>books\/(?<isbn>[0-9]{12}[0-9X]))\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{title}', unitid: '{isbn}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
