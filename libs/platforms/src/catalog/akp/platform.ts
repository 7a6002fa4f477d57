import { ojsRules } from '../../rules/families/ojs.family.js';
import type { Fields } from '../../rules/index.js';
import { definePlatform, lookup } from '../../rules/index.js';

// Journals and databases of the project (OJS journal paths → titles).
const TITLES = {
  jenda: 'JENdA: A Journal of Culture and African Women Studies',
  amd: 'African Music Database',
  erald: 'Enriching Resource Document & Language Archive',
  ksd: 'Kiswahili Story Database',
  bwd: 'Biafran War Database',
};
const title = lookup('{journal}', TITLES);
const JOURNAL = '^/index\\.php/(?<journal>[a-z0-9]+)';

// africaknowledgeproject.org runs Open Journal Systems.
const issueOrArticle = (rtype: 'TOC' | 'ABS', mime: 'HTML'): Fields => ({
  rtype,
  mime,
  publication_title: title,
});

export default definePlatform({
  name: 'akp',
  longName: 'Africa Knowledge Project ',
  docUrl: 'http://ang.couperin.org/platforms/5d9383f8d0537b7e4dd1398b',
  status: 'stable',
  domains: ['www.africaknowledgeproject.org', 'africaknowledgeproject.org'],
  rules: ojsRules({
    prefix: JOURNAL,
    search: { rtype: 'SEARCH', mime: 'MISC', publication_title: title },
    issue: { ...issueOrArticle('TOC', 'HTML'), title_id: '{issue}', unitid: '{issue}' },
    landing: { ...issueOrArticle('ABS', 'HTML'), title_id: '{article}', unitid: '{article}' },
    // A galley: the music database serves recordings, the others text.
    galley: {
      rtype: (ctx) =>
        ctx.capture('action') === 'view' && ctx.capture('journal') === 'amd' ? 'AUDIO' : 'ARTICLE',
      mime: (ctx) =>
        ctx.capture('action') === 'download'
          ? 'PDF'
          : ctx.capture('journal') === 'amd'
            ? 'MISC'
            : 'HTML',
      publication_title: title,
      title_id: '{article}/{galley}',
      unitid: '{article}/{galley}',
    },
  }),
});
