import { definePlatform, lookup } from '../../rules/index.js';

// /catalog/view/<book>/<format>/<id>: format 1/html = HTML, 2/pdf = PDF.
const FORMAT_MIME = {
  '1': 'HTML',
  html: 'HTML',
  '2': 'PDF',
  pdf: 'PDF',
  '3': 'EPUB',
  epub: 'EPUB',
};

export default definePlatform({
  name: 'opus-books',
  longName: 'OPUS Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63da8167d8c16f8ca1f32956',
  status: 'beta',
  domains: ['opus.u-paris.fr'],
  rules: [
    {
      path: /^\/catalog\/view\/(?<book>[^/]+)\/(?<format>[0-9]|html|pdf|epub)\/(?<id>[0-9]+)\/?$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: lookup('{format}', FORMAT_MIME),
        publication_title: '{book}',
        unitid: '{id}',
      },
    },
    { path: /^\/catalog\/search\/?/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
