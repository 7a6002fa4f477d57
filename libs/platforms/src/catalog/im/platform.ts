import { vufindRules } from '../../rules/families/vufind.family.js';
import { definePlatform } from '../../rules/index.js';

// A VuFind catalogue.
export default definePlatform({
  name: 'im',
  longName: 'Indiana Memory',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6042836bcf611b81bf5d5e58',
  status: 'beta',
  domains: ['digital.library.in.gov'],
  rules: vufindRules(),
});
