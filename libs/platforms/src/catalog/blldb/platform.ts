import { titelaufnahmeRules } from '../../rules/families/titelaufnahme.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'blldb',
  longName: 'Bibliographie Linguistischer Literatur (BLLDB)',
  status: 'beta',
  domains: ['www.blldb-online.de'],
  rules: [...titelaufnahmeRules()],
});
