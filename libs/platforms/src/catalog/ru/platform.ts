import { definePlatform, lookup } from '../../rules/index.js';

// TODO(#10): Silverchair grammar; RUP names articles by their DOI (10.1083/<journal>.<e-page digits>).
const KIND_MIME = { 'article-pdf': 'PDF' };
const KIND_RTYPE = { article: 'ARTICLE', 'article-pdf': 'ARTICLE', 'article-abstract': 'ABS' };

export default definePlatform({
  name: 'ru',
  longName: 'Rockfeller University Press',
  domains: ['rupress.org', 'cdn.rupress.org'],
  rules: [
    {
      path: /^\/(?<journal>[a-z]+)\/(?<kind>article|article-pdf|article-abstract)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/e?(?<page>[0-9]+)\/[0-9]+(?:\/[^/]*)?$/i,
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
        doi: '10.1083/{journal}.{page}',
        unitid: '{journal}.{page}',
      },
    },
    {
      path: /^\/(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{journal}/{vol}/{issue}',
      },
    },
    {
      path: /^\/[a-z]+\/content_public\/journal\/(?<journal>[a-z]+)\/issue\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/[0-9]+\/[^/]+_toc\.pdf$/i,
      fields: {
        rtype: 'TOC',
        mime: 'PDF',
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{journal}/{vol}/{issue}',
      },
    },
    { path: /^\/(?:[a-z]+\/)?search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
