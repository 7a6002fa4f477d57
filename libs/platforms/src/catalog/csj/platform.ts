import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'csj',
  longName: 'Chemical Society of Japan',
  status: 'beta',
  domains: ['www.journal.csj.jp'],
  rules: atyponRules({ unitid: 'doi' }),
});
