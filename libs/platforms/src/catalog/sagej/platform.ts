import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'sagej',
  longName: 'Sage Journals',
  status: 'beta',
  domains: ['journals.sagepub.com'],
  rules: atyponRules({ tocMime: 'MISC', issueTocFields: { vol: undefined, issue: undefined } }),
});
