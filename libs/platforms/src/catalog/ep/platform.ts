import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ep',
  longName: 'Embo Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5dbae59c11d3b67f2cfd1876',
  status: 'beta',
  domains: ['www.embopress.org'],
  rules: [...atyponRules()],
});
