import { atyponRules } from '../../rules/families/atypon.family.js';
import {
  HIGHWIRE_EXT_MIME,
  highwireIssueArticleRule,
} from '../../rules/families/highwire.family.js';
import { definePlatform } from '../../rules/index.js';
import { LC_PKB_DOMAINS } from './pkb-domains.js';

export default definePlatform({
  name: 'lc',
  longName: 'Lyell Collection',
  docUrl: 'http://analyses.ezpaarse.org/platforms/615b52203e9c6f7f149ba4b6',
  status: 'beta',
  domains: ['www.lyellcollection.org', 'jm.lyellcollection.org'],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'title_url',
  pkbDomains: LC_PKB_DOMAINS,
  rules: [
    // Legacy HighWire journal sites <code>.lyellcollection.org: the reference sees full texts only.
    highwireIssueArticleRule({
      code: 'none',
      fields: {
        rtype: 'ARTICLE',
        mime: HIGHWIRE_EXT_MIME,
        vol: '{vol}',
        issue: '{issue}',
        first_page: '{page}',
      },
    }),
    { path: /^\/search\/.+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/journal\/loi\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    ...atyponRules({ issueTocFields: { title_id: undefined } }),
  ],
});
