import { westlawRules } from '../../rules/families/westlaw.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'westlaw',
  longName: 'Thomson Reuters Westlaw',
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
