import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rsna',
  longName: 'Radiological Society of North America',
  status: 'beta',
  domains: ['pubs.rsna.org'],
  rules: [...atyponRules()],
});
