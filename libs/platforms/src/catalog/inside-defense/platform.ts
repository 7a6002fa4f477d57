import { insideWashingtonRules } from '../../rules/families/inside-washington.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inside-defense',
  longName: 'Inside Defense',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6001f646f74f1177a9dc16d8',
  status: 'beta',
  domains: ['insidedefense.com'],
  rules: [...insideWashingtonRules()],
});
