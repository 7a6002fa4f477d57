import { titelaufnahmeRules } from '../../rules/families/titelaufnahme.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'blldb',
  longName: 'Bibliographie Linguistischer Literatur (BLLDB)',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a6fcfdb3446c7c2badb1',
  status: 'beta',
  domains: ['www.blldb-online.de'],
  rules: [...titelaufnahmeRules()],
});
