import { westlawRules } from '../../rules/families/westlaw.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'westlaw',
  longName: 'Thomson Reuters Westlaw',
  docUrl: 'http://ang.couperin.org/platforms/54aa79e403c3239495447244',
  status: 'beta',
  domains: [
    '1.next.westlaw.com',
    'uk.westlaw.com',
    'next.westlaw.com',
    'westlaw.com',
    'westlaw.com.au',
    'westlawchile.cl',
    'lawschool.westlaw.com',
    'westlaw.ie',
    'go.westlawjapan.com',
    'nextcanada.westlaw.com',
    'westlawjapan.com',
  ],
  rules: westlawRules(),
});
