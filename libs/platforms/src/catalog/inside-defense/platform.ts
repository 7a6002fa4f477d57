import { insideWashingtonRules } from '../../rules/families/inside-washington.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inside-defense',
  longName: 'Inside Defense',
  status: 'beta',
  domains: ['insidedefense.com'],
  rules: [...insideWashingtonRules()],
});
