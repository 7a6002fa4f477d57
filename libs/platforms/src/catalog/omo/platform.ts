import { oxfordEntryRules } from '../../rules/families/oxford-online.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'omo',
  longName: 'Oxford Music Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58bd5a17b9f9f3c71b50af77',
  status: 'beta',
  domains: ['www.oxfordmusiconline.com'],
  rules: [
    ...oxfordEntryRules(),
    { path: /^\/[a-z]+\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
