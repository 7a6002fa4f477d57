import { definePlatform } from '../../rules/index.js';

// Organisations are identified by their EIN (`12-3456789`).
const EIN = '(?<ein>[0-9]{2}-[0-9]{7})';

export default definePlatform({
  name: 'guidestar',
  longName: 'GuideStar',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.guidestar.org', 'guidestar.org', 'pdf.guidestar.org'],
  rules: [
    {
      path: /^\/Profile\/ViewCCPdf$/i,
      query: { ein: new RegExp(`^${EIN}$`) },
      fields: { rtype: 'REPORT', mime: 'PDF', title_id: '{ein}', unitid: '{ein}' },
    },
    {
      path: new RegExp(`^/profile/CompFtaPdf[a-z]*/${EIN}$`, 'i'),
      fields: { rtype: 'REPORT', mime: 'PDF', title_id: '{ein}', unitid: '{ein}' },
    },
    {
      path: new RegExp(`^/profile/${EIN}/?$`, 'i'),
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{ein}', unitid: '{ein}' },
    },
    // Scanned filings: /PDF_Images/<year>/<a>/<b>/<file>.pdf
    {
      path: /^\/PDF_Images\/(?<title>[0-9]{4}\/[0-9]+\/[0-9]+\/(?<file>[^/]+))\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', title_id: '{title}', unitid: '{file}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
