import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'csj',
  longName: 'Chemical Society of Japan',
  docUrl: 'http://analyses.ezpaarse.org/platforms/651daac2be6f005c30706fa0',
  status: 'beta',
  domains: ['www.journal.csj.jp'],
  rules: atyponRules({ unitid: 'doi' }),
});
