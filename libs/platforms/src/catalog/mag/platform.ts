import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mag',
  longName: 'MAG Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63ab0e1e5f356400f3e56c53',
  status: 'beta',
  domains: ['www.magonlinelibrary.com'],
  rules: atyponRules({ unitid: 'doi' }),
});
