import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aaas',
  longName: 'American Association for the Advancement of Science',
  status: 'beta',
  domains: ['www.science.org'],
  rules: atyponRules(),
});
