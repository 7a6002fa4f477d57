import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// The reference names units by the whole DOI page path.
export default definePlatform({
  name: 'futuremedicine',
  longName: 'Future Medicine',
  docUrl: 'http://analyses.ezpaarse.org/platforms/543519da7381c4f472e72469',
  status: 'beta',
  domains: ['www.futuremedicine.com'],
  rules: [...atyponRules({ doiFields: { unitid: '{url.pathname}' } })],
});
