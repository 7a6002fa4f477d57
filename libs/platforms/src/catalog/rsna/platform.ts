import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rsna',
  longName: 'Radiological Society of North America',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63e350298d1676526e146b11',
  status: 'beta',
  domains: ['pubs.rsna.org'],
  rules: [...atyponRules()],
});
