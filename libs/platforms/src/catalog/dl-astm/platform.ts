import { definePlatform, concat, matches, pick } from '../../rules/index.js';

// TODO(#10): move to the silverchair family (article/doi/<DOI>/<id>, chapter-pdf/<id>/<file>).
export default definePlatform({
  name: 'dl-astm',
  longName: 'ASTM Digital Library',
  status: 'beta',
  domains: ['dl.astm.org'],
  rules: [
    // Front-matter PDFs of books; monograph files named after their DOI keep it in the unitid.
    {
      path: /^\/books\/(?:book|monograph)\/chapter-pdf\/(?<id>[0-9]+)\/(?<file>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'BOOK_CHAPTERS_BUNDLE',
        mime: 'PDF',
        unitid: pick(matches('{file}', /^10_/), concat('{id}/', '{file}'), '{id}'),
      },
    },
    {
      path: /^\/[a-z]+\/article\/doi\/(?<doi>10\.[0-9]{4,}\/[^/]+)\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid: '{id}' },
    },
    { path: /^\/search-results$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
