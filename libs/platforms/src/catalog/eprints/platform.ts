import { eprintsRules } from '../../rules/families/eprints.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'eprints',
  longName: 'EPrints',
  status: 'beta',
  domains: ['agritrop.cirad.fr', 'oatao.univ-toulouse.fr'],
  rules: eprintsRules(),
});
