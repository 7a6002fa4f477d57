import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bl',
  longName: 'Booklist',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65df5cca40133f413a2c6be4',
  status: 'beta',
  domains: ['www.booklistonline.com', 'booklist.booklistonline.com'],
  rules: [
    { path: /^\/SearchResults\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Reviews: /<Title-slug>/pid=<id>
    {
      path: /^\/(?<slug>[^/]+)\/pid=(?<id>[0-9]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{slug}', unitid: '{id}' },
    },
    // Digital edition reader.
    {
      path: /^\/html5\/reader\/production\/default\.aspx$/i,
      query: { edid: /^(?<id>[0-9a-f-]{36})$/i },
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
