import { jstorStableDoiRules } from '../../rules/families/jstor-stable.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aluka',
  longName: 'JSTOR ALUKA',
  status: 'beta',
  domains: ['www.aluka.org'],
  rules: [
    { path: /^\/[a-z]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    ...jstorStableDoiRules({ pageRtype: 'RECORD_VIEW' }),
  ],
});
