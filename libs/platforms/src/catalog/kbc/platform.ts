import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kbc',
  longName: 'Know BC',
  docUrl: 'http://analyses.ezpaarse.org/platforms/641b46a3832fbd9a362378aa',
  status: 'beta',
  domains: ['www.knowbc.com'],
  rules: [
    { path: /^\/content\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Encyclopedia letters.
    {
      path: /^\/books\/Encyclopedia-of-BC\/(?<letter>[A-Z])\/?$/,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{letter}' },
    },
    // Field guides: /books/Field-Guides/<guide>/<group>[/<species>]
    {
      path: /^\/books\/Field-Guides\/(?<guide>[^/]+)\/(?<group>[^/]+)\/(?<entry>[^/]+)\/?$/i,
      fields: {
        rtype: 'ENCYCLOPAEDIA_ENTRY',
        mime: 'HTML',
        title_id: '{guide}',
        unitid: '{entry}',
      },
    },
    {
      path: /^\/books\/Field-Guides\/(?<guide>[^/]+)\/(?<group>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{guide}', unitid: '{group}' },
    },
    {
      path: /^\/books\/(?<book>[^/]+)\/(?<chapter>[^/]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{book}', unitid: '{chapter}' },
    },
  ],
});
