import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aaas',
  longName: 'American Association for the Advancement of Science',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54350b2c165f6e464ff0d034',
  status: 'beta',
  domains: ['www.science.org'],
  rules: atyponRules(),
});
