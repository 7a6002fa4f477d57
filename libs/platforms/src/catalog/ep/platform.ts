import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ep',
  longName: 'Embo Press',
  status: 'beta',
  domains: ['www.embopress.org'],
  rules: [...atyponRules()],
});
