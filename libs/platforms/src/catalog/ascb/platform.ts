import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ascb',
  longName: 'The American Society for Cell Biology',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63062f32b3f71c001fceb49d',
  status: 'beta',
  domains: ['www.molbiolcell.org', 'www.lifescied.org'],
  rules: atyponRules(),
});
