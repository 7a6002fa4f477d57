import { ebscoProductRules } from '../../rules/families/ebsco.family.js';
import { definePlatform } from '../../rules/index.js';

// Nutrition Reference Center on EBSCOhost (/nurc/…): monographs (AN=T…) are articles, other
// accession numbers are records.
export default definePlatform({
  name: 'nutrition',
  longName: 'Nutrition Reference Center',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5ff76087d9aeb929ec6fd8ff',
  status: 'beta',
  domains: ['web.a.ebscohost.com'],
  rules: [
    {
      path: /^\/nurc\/detail(?:\/detail)?\/?$/i,
      hash: /(?:^#|&)AN=T[0-9]+/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML' },
    },
    ...ebscoProductRules({
      product: 'nurc',
      detail: { rtype: 'RECORD', mime: 'HTML' },
      pdf: { rtype: 'ARTICLE', mime: 'PDF' },
    }),
  ],
});
