import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'americanphysio',
  longName: 'American Physiological Society',
  status: 'beta',
  domains: ['journals.physiology.org'],
  rules: [...atyponRules({ unitid: 'doi' })],
});
