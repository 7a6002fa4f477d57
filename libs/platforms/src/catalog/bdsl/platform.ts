import { titelaufnahmeRules } from '../../rules/families/titelaufnahme.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bdsl',
  longName: 'Bibliographie Der Deutschen Sprach- Und Literaturwissenschaft  (BDSL)',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a64872b8a81ca9c2a2fc',
  status: 'beta',
  domains: ['www.bdsl-online.de'],
  rules: [...titelaufnahmeRules()],
});
