import {
  healthAdvanceRules,
  HEALTH_ADVANCE_PII,
} from '../../rules/families/health-advance.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jce',
  longName: 'Journal of Clinical Epidemiology',
  docUrl: 'http://ang.couperin.org/platforms/5c1c07540f631638280d7658',
  status: 'beta',
  domains: ['www.jclinepi.com'],
  rules: [
    {
      path: /^\/action\/showFullTextImages$/i,
      query: { pii: new RegExp(`^${HEALTH_ADVANCE_PII}$`, 'i') },
      fields: { rtype: 'IMAGE', mime: 'HTML', pii: '{pii}', unitid: '{pii}' },
    },
    { path: /^\/action\/doSearchSecure$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    ...healthAdvanceRules({ piiFields: { pii: '{pii}' } }),
  ],
});
