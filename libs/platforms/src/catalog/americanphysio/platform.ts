import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'americanphysio',
  longName: 'American Physiological Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/606e0b1714f2836cf16d2277',
  status: 'beta',
  domains: ['journals.physiology.org'],
  rules: [...atyponRules({ unitid: 'doi' })],
});
