import { openEditionRules } from '../../rules/families/openedition.family.js';
import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'oej',
  longName: 'OpenEdition Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552ce133ebbceb95b6a3f9b8',
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
