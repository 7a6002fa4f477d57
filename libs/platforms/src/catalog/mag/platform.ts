import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mag',
  longName: 'MAG Online',
  status: 'beta',
  domains: ['www.magonlinelibrary.com'],
  rules: atyponRules({ unitid: 'doi' }),
});
