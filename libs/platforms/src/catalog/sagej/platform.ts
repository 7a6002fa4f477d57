import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'sagej',
  longName: 'Sage Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5587c180b51a32a3375cfe1d',
  status: 'beta',
  domains: ['journals.sagepub.com'],
  rules: atyponRules({ tocMime: 'MISC', issueTocFields: { vol: undefined, issue: undefined } }),
});
