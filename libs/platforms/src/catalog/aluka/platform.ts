import { jstorStableDoiRules } from '../../rules/families/jstor-stable.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aluka',
  longName: 'JSTOR ALUKA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60550b0669d371072be07d6f',
  status: 'beta',
  domains: ['www.aluka.org'],
  rules: [
    { path: /^\/[a-z]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    ...jstorStableDoiRules({ pageRtype: 'RECORD_VIEW' }),
  ],
});
