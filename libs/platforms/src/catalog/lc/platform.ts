import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';
import { LC_PKB_DOMAINS } from './pkb-domains.js';

export default definePlatform({
  name: 'lc',
  longName: 'Lyell Collection',
  status: 'beta',
  domains: ['www.lyellcollection.org', 'jm.lyellcollection.org'],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'title_url',
  pkbDomains: LC_PKB_DOMAINS,
  rules: [
    // Legacy HighWire journal sites <code>.lyellcollection.org/content/<vol>/<issue>/<page>.
    // TODO(#10): move to the highwire family
    {
      path: /^\/content\/(?<vol>[0-9]+)\/(?<issue>[0-9-]+)\/(?<page>[0-9a-z]+)(?:\.full|\.abstract)?\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        first_page: '{page}',
      },
    },
    { path: /^\/search\/.+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/journal\/loi\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    ...atyponRules({ issueTocFields: { title_id: undefined } }),
  ],
});
