import { openEditionRules } from '../../rules/families/openedition.family.js';
import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'oej',
  longName: 'OpenEdition Journals',
  status: 'stable',
  domains: ['journals.openedition.org'],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'pkb-piddomain',
  rules: [
    ...openEditionRules({ rtype: 'ARTICLE' }),
    {
      path: /^\/(?<site>[a-z0-9-]+)\/?$/i,
      when: (ctx) => ctx.url.hostname === 'journals.openedition.org',
      fields: titleToc('{site}'),
    },
  ],
});
