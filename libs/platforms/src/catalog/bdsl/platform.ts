import { titelaufnahmeRules } from '../../rules/families/titelaufnahme.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bdsl',
  longName: 'Bibliographie Der Deutschen Sprach- Und Literaturwissenschaft  (BDSL)',
  status: 'beta',
  domains: ['www.bdsl-online.de'],
  rules: [...titelaufnahmeRules()],
});
