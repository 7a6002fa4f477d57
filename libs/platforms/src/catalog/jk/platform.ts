import { definePlatform } from '../../rules/index.js';

// lid = <5-digit content id><kind letters><entry>: V… ids are pages of a book, others entries.
export default definePlatform({
  name: 'jk',
  longName: 'Japan Knowledge',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6296773180b58b02e0194c24',
  status: 'beta',
  domains: ['japanknowledge.com'],
  rules: [
    {
      path: /^\/lib\/display\/?$/i,
      query: { lid: /^(?<lid>(?<content>[0-9]{5})V[0-9A-Z]+)$/i },
      fields: { rtype: 'BOOK_PAGE', mime: 'HTML', title_id: '{content}', unitid: '{lid}' },
    },
    {
      path: /^\/lib\/display\/?$/i,
      query: { lid: /^(?<lid>(?<content>[0-9]{5})[A-Z][0-9A-Z]*)$/i },
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', db_id: '{content}', unitid: '{lid}' },
    },
    { path: /^\/lib\/search\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
