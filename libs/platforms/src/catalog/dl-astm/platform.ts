import {
  silverchairChapterPdfRule,
  silverchairDoiArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, concat, matches, pick } from '../../rules/index.js';

// A Silverchair site.
export default definePlatform({
  name: 'dl-astm',
  longName: 'ASTM Digital Library',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a55e5d84f84ae75a9b7e781',
  status: 'beta',
  domains: ['dl.astm.org'],
  rules: [
    // Front-matter PDFs of books; monograph files named after their DOI keep it in the unitid.
    silverchairChapterPdfRule({
      fields: {
        rtype: 'BOOK_CHAPTERS_BUNDLE',
        mime: 'PDF',
        unitid: pick(matches('{file}', /^10_/), concat('{id}/', '{file}'), '{id}'),
      },
    }),
    silverchairDoiArticleRule({
      kinds: ['article'],
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid: '{id}' },
    }),
    silverchairSearchRule({}, 'root'),
  ],
});
