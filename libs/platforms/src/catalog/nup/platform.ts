import { ebscoProductRules } from '../../rules/families/ebsco.family.js';
import { definePlatform } from '../../rules/index.js';

// Nursing Reference Center Plus on EBSCOhost (/nup/…).
export default definePlatform({
  name: 'nup',
  longName: 'Nursing Reference Center Plus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5ff76af51a8d090e9ab24b05',
  status: 'beta',
  domains: ['web.b.ebscohost.com.tafeqld.idm.oclc.org', 'imagesrvr.epnet.com.tafeqld.idm.oclc.org'],
  rules: ebscoProductRules({
    product: 'nup',
    detail: { rtype: 'ARTICLE', mime: 'HTML' },
    pdf: { rtype: 'ARTICLE', mime: 'PDF' },
  }),
});
