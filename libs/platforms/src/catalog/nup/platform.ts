import { definePlatform } from '../../rules/index.js';

// Nursing Reference Center Plus on EBSCOhost (/nup/…).
// TODO(#10): move to the ebsco family
export default definePlatform({
  name: 'nup',
  longName: 'Nursing Reference Center Plus',
  status: 'beta',
  domains: ['web.b.ebscohost.com.tafeqld.idm.oclc.org', 'imagesrvr.epnet.com.tafeqld.idm.oclc.org'],
  rules: [
    { path: /^\/nup\/detail\/detail$/i, fields: { rtype: 'ARTICLE', mime: 'HTML' } },
    { path: /^\/nup\/pdfviewer\/pdfviewer$/i, fields: { rtype: 'ARTICLE', mime: 'PDF' } },
    { path: /^\/nup\/results(?:basic|advanced)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
