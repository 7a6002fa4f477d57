import { PUNCTUATED_PII, piiViewFields } from '../../rules/families/elsevier-pii.family.js';
import { definePlatform } from '../../rules/index.js';

// Elsevier-hosted society journal: items addressed by punctuated PIIs.
const PII = `(?<pii>${PUNCTUATED_PII})`;

export default definePlatform({
  name: 'chest',
  longName: 'CHEST',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b6ccc052c674013fabda5ec',
  status: 'stable',
  domains: ['journal.chestnet.org'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: new RegExp(`^/article/(?<id>${PII}/(?<view>fulltext|abstract|pdf))$`, 'i'),
      fields: {
        ...piiViewFields,
        pii: '{pii}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/issue/${PII}$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', pii: '{pii}' },
    },
    { path: /^\/current\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
