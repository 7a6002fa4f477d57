import { referenceUsaRules } from '../../rules/families/reference-usa.family.js';
import { definePlatform } from '../../rules/index.js';

// ReferenceUSA grammar; records are titled by their id.
export default definePlatform({
  name: 'ref-usa',
  longName: 'Reference USA',
  docUrl: 'http://www.referenceusa.com',
  status: 'beta',
  domains: ['www.referenceusa.com'],
  rules: referenceUsaRules({
    recordFields: { title_id: '{id}' },
    resultTail: '(?:/.*)?',
  }),
});
