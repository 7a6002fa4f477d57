import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'informit',
  longName: 'Informit',
  status: 'beta',
  domains: ['search.informit.org'],
  rules: [...atyponRules({ unitid: 'doi' })],
});
