import { definePlatform } from '../../rules/index.js';

// Dispute documents are identified by codes such as IC-0248-05.
const DOC = '(?<doc>[a-z]+-[0-9]+-[0-9]+)';

export default definePlatform({
  name: 'islg',
  longName: 'Investor State Law Guide',
  docUrl: 'http://analyses.ezpaarse.org/platforms/615b36b9b546586b11357200',
  status: 'beta',
  domains: ['app.investorstatelawguide.com'],
  rules: [
    {
      path: new RegExp(`^/view-dispute-document/${DOC}(?:/.*)?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: new RegExp(`^/Documents/PDFFiles/${DOC}[^/]*\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{doc}' },
    },
    { path: /^\/view-dispute-detail\/.+$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
    {
      path: /^\/browse-profiles\/[a-z-]+-profile\/.+$/i,
      fields: { rtype: 'RECORD', mime: 'HTML' },
    },
  ],
});
