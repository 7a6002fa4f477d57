import {
  PUNCTUATED_PII,
  compactPii,
  piiViewFields,
} from '../../rules/families/elsevier-pii.family.js';
import { definePlatform } from '../../rules/index.js';

// Elsevier-hosted journal: items addressed by punctuated PIIs, S0002-9343(17)30403-5.
export default definePlatform({
  name: 'amjmed',
  longName: 'American Journal of Medicine',
  docUrl: 'http://ang.couperin.org/platforms/5aff19ae901b3295ca5e5dfe',
  status: 'beta',
  domains: ['www.amjmed.com'],
  rules: [
    { path: /^\/action\/doSearch(?:Secure)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/issues\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    {
      path: new RegExp(`^/article/(?<id>${PUNCTUATED_PII})/(?<view>fulltext|pdf|abstract)$`, 'i'),
      fields: {
        ...piiViewFields,
        title_id: '{id}',
        unitid: '{id}',
        pii: compactPii('{id}'),
      },
    },
  ],
});
