import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'informit',
  longName: 'Informit',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63ab1628b17c4900ecfcc023',
  status: 'beta',
  domains: ['search.informit.org'],
  rules: [...atyponRules({ unitid: 'doi' })],
});
