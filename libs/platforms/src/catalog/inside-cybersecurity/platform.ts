import { insideWashingtonRules } from '../../rules/families/inside-washington.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inside-cybersecurity',
  longName: 'Inside Cybersecurity',
  status: 'beta',
  domains: ['insidecybersecurity.com'],
  rules: [...insideWashingtonRules()],
});
