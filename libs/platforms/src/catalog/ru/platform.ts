import { definePlatform, issueFields, issueToc, lookup } from '../../rules/index.js';

// TODO(#10): Silverchair grammar; RUP names articles by their DOI (10.1083/<journal>.<e-page digits>).
const KIND_MIME = { 'article-pdf': 'PDF' };
const KIND_RTYPE = { article: 'ARTICLE', 'article-pdf': 'ARTICLE', 'article-abstract': 'ABS' };

export default definePlatform({
  name: 'ru',
  longName: 'Rockfeller University Press',
  status: 'beta',
  domains: ['rupress.org', 'cdn.rupress.org'],
  rules: [
    {
      path: /^\/(?<journal>[a-z]+)\/(?<kind>article|article-pdf|article-abstract)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/e?(?<page>[0-9]+)\/[0-9]+(?:\/[^/]*)?$/i,
      fields: {
        ...issueFields(
          lookup('{kind}', KIND_RTYPE),
          lookup('{kind}', KIND_MIME, 'HTML'),
          '{journal}.{page}',
          { code: '{journal}' },
        ),
        doi: '10.1083/{journal}.{page}',
      },
    },
    {
      path: /^\/(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: issueToc('{journal}/{vol}/{issue}', { code: '{journal}' }),
    },
    {
      path: /^\/[a-z]+\/content_public\/journal\/(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/[0-9]+\/[^/]+_toc\.pdf$/i,
      fields: issueFields('TOC', 'PDF', '{journal}/{vol}/{issue}', { code: '{journal}' }),
    },
    { path: /^\/(?:[a-z]+\/)?search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
