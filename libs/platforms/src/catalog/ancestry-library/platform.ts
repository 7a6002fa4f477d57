import { ancestryRules } from '../../rules/families/ancestry.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ancestry-library',
  longName: 'Ancestry Library',
  status: 'beta',
  domains: ['www.ancestrylibrary.com', 'search.ancestrylibrary.com'],
  rules: ancestryRules(),
});
