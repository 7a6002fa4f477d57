import { referenceUsaRules } from '../../rules/families/reference-usa.family.js';
import { definePlatform } from '../../rules/index.js';

// /<database>/Result/<search id> and /<database>/Detail/…?recordId=<id>.
export default definePlatform({
  name: 'rug',
  longName: 'Reference USA Gov',
  docUrl: 'http://analyses.ezpaarse.org/platforms/648238f33a2d2baf444724c2',
  status: 'beta',
  domains: ['www.referenceusagov.com'],
  rules: referenceUsaRules({
    recordFields: { db_id: '{db}' },
    resultTail: '(?:/[0-9a-f]+)?/?',
    searchFields: { db_id: '{db}' },
  }),
});
