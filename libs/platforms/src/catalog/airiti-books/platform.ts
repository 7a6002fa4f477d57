import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'airiti-books',
  longName: 'Airiti Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65329738fb76be6e29dcf884',
  status: 'beta',
  domains: ['www.airitibooks.com'],
  rules: [
    { path: /^\/Search\/Results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Detail\/Detail\/?$/i,
      query: { PublicationID: /^(?<id>[A-Z][0-9]+)$/i },
      fields: { rtype: 'ABS', mime: 'HTML', pii: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/pdfViewer\/index\.aspx$/i,
      query: { Token: /^(?<token>[0-9A-F-]{36})$/i },
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{token}' },
    },
  ],
});
