import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// The reference names units by the whole DOI page path.
export default definePlatform({
  name: 'futuremedicine',
  longName: 'Future Medicine',
  status: 'beta',
  domains: ['www.futuremedicine.com'],
  rules: [...atyponRules({ doiFields: { unitid: '{url.pathname}' } })],
});
