import { eprintsRules } from '../../rules/families/eprints.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'eprints',
  longName: 'EPrints',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5ece2798f6de8c2c9371f446',
  status: 'beta',
  domains: ['agritrop.cirad.fr', 'oatao.univ-toulouse.fr'],
  rules: eprintsRules(),
});
