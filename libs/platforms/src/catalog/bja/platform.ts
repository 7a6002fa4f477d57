import { PUNCTUATED_PII, piiViewFields } from '../../rules/families/elsevier-pii.family.js';
import { definePlatform } from '../../rules/index.js';

// Elsevier-hosted society journal: items addressed by punctuated PIIs.
export default definePlatform({
  name: 'bja',
  longName: 'British Journal of Anaesthesia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/624703b803d5e869f33c523d',
  status: 'beta',
  domains: ['www.bjanaesthesia.org'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`^/article/(?<pii>${PUNCTUATED_PII})/(?<view>fulltext|pdf)$`, 'i'),
      fields: {
        ...piiViewFields,
        pii: '{pii}',
        unitid: '{pii}',
      },
    },
  ],
});
