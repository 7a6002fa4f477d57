import { insideWashingtonRules } from '../../rules/families/inside-washington.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inside-cybersecurity',
  longName: 'Inside Cybersecurity',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6001f87d67090f0b625f6ba4',
  status: 'beta',
  domains: ['insidecybersecurity.com'],
  rules: [...insideWashingtonRules()],
});
