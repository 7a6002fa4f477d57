import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'pld',
  longName: 'Patrologia Latina Database',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58bd5b7ca75aaa793786438a',
  status: 'beta',
  domains: ['pld.chadwyck.co.uk'],
  rules: [
    {
      path: /^\/all\/fulltext$/i,
      query: { id: /^(?<id>[A-Z0-9]+)$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', db_id: 'pld', unitid: '{id}' },
    },
    { path: /^\/all\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML', db_id: 'pld' } },
  ],
});
