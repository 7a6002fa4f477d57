import {
  SILVERCHAIR_KIND_MIME,
  SILVERCHAIR_KIND_RTYPE,
  silverchairIssueArticleRule,
  silverchairIssueTocRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { concat, definePlatform, issueFields, issueToc, replace } from '../../rules/index.js';

// A Silverchair site; RUP names articles by their DOI 10.1083/<journal>.<e-page digits>.
const ARTICLE = concat('{journal}.', replace('{page}', /^e/i, ''));

export default definePlatform({
  name: 'ru',
  longName: 'Rockfeller University Press',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63fcad7e6ca5c6d7d3159d3c',
  status: 'beta',
  domains: ['rupress.org', 'cdn.rupress.org'],
  rules: [
    silverchairIssueArticleRule({
      fields: {
        ...issueFields(SILVERCHAIR_KIND_RTYPE, SILVERCHAIR_KIND_MIME, ARTICLE, {
          code: '{journal}',
        }),
        doi: concat('10.1083/', ARTICLE),
      },
    }),
    silverchairIssueTocRule(issueToc('{journal}/{vol}/{issue}', { code: '{journal}' })),
    {
      path: /^\/[a-z]+\/content_public\/journal\/(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/[0-9]+\/[^/]+_toc\.pdf$/i,
      fields: issueFields('TOC', 'PDF', '{journal}/{vol}/{issue}', { code: '{journal}' }),
    },
    silverchairSearchRule(),
  ],
});
