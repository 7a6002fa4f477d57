import { vufindRules } from '../../rules/families/vufind.family.js';
import { definePlatform } from '../../rules/index.js';

// A VuFind catalogue.
export default definePlatform({
  name: 'im',
  longName: 'Indiana Memory',
  status: 'beta',
  domains: ['digital.library.in.gov'],
  rules: vufindRules(),
});
