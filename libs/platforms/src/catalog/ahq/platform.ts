import { ancestryRules } from '../../rules/families/ancestry.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ahq',
  longName: 'Ancestry Heritage Quest',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fecd9d7a717764ae1e1ff1a',
  status: 'beta',
  domains: ['www.ancestryheritagequest.com'],
  rules: [
    ...ancestryRules(),
    {
      path: /^\/Content\/researchAids\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
