import { oxfordEntryRules } from '../../rules/families/oxford-online.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'omo',
  longName: 'Oxford Music Online',
  status: 'beta',
  domains: ['www.oxfordmusiconline.com'],
  rules: [
    ...oxfordEntryRules(),
    { path: /^\/[a-z]+\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
