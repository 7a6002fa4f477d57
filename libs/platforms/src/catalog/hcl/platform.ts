import { ojsRules } from '../../rules/families/ojs.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'hcl',
  longName: 'Revue Droz Histoire et Civilisation',
  status: 'beta',
  domains: ['revues.droz.org'],
  rules: [...ojsRules()],
});
