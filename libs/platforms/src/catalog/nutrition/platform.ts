import { definePlatform } from '../../rules/index.js';

// Nutrition Reference Center on EBSCOhost (/nurc/…): monographs (AN=T…) are articles, other
// accession numbers are records.
// TODO(#10): move to the ebsco family
export default definePlatform({
  name: 'nutrition',
  longName: 'Nutrition Reference Center',
  status: 'beta',
  domains: ['web.a.ebscohost.com'],
  rules: [
    {
      path: /^\/nurc\/detail\/detail$/i,
      hash: /(?:^#|&)AN=T[0-9]+/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML' },
    },
    { path: /^\/nurc\/detail\/detail$/i, fields: { rtype: 'RECORD', mime: 'HTML' } },
    { path: /^\/nurc\/pdfviewer\/pdfviewer$/i, fields: { rtype: 'ARTICLE', mime: 'PDF' } },
    { path: /^\/nurc\/results(?:basic|advanced)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
