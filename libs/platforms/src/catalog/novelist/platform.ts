import { ebscoProductRules } from '../../rules/families/ebsco.family.js';
import { definePlatform } from '../../rules/index.js';

// NoveList Plus on EBSCOhost (/novp/…).
export default definePlatform({
  name: 'novelist',
  longName: 'Novelist',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fcfa1e04709b141fe154294',
  status: 'beta',
  domains: [
    'web.b.ebscohost.com',
    'web.a.ebscohost.com',
    'web.c.ebscohost.com',
    'web.d.ebscohost.com',
    'web.e.ebscohost.com',
    'web.p.ebscohost.com',
    'web.s.ebscohost.com',
  ],
  rules: ebscoProductRules({
    product: 'novp',
    detail: { rtype: 'RECORD', mime: 'HTML' },
    // Browsing and search forms: NoveList's own "MISC" kind.
    other: { rtype: 'MISC', mime: 'HTML' },
  }),
});
