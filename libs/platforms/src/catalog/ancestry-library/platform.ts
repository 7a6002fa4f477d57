import { ancestryRules } from '../../rules/families/ancestry.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ancestry-library',
  longName: 'Ancestry Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5feccb4a4b9b0527f17af386',
  status: 'beta',
  domains: ['www.ancestrylibrary.com', 'search.ancestrylibrary.com'],
  rules: ancestryRules(),
});
