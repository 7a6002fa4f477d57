import {
  SILVERCHAIR_KIND_RTYPE,
  silverchairBookChapterRule,
  silverchairBookRule,
  silverchairChapterPdfRule,
  silverchairIssueArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, split } from '../../rules/index.js';

// A Silverchair site: journals, and books (Red Book …).
export default definePlatform({
  name: 'aap',
  longName: 'American Academy of Pediatrics',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6308f781c92edb018436d323',
  status: 'beta',
  domains: ['publications.aap.org'],
  rules: [
    silverchairSearchRule({}, 'root'),
    silverchairIssueArticleRule({
      kinds: ['article', 'article-abstract'],
      fields: { rtype: SILVERCHAIR_KIND_RTYPE, mime: 'HTML', unitid: '{id}' },
    }),
    {
      path: /^\/view-large\/figure\/(?<id>[0-9]+)\/[^/]+$/i,
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
    // Chapter files are named <title>_<section>_<first page>_<language>.pdf.
    silverchairChapterPdfRule({
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        title_id: split('{file}', '_', 0),
        first_page: split('{file}', '_', 2),
        unitid: '{id}/{file}',
      },
    }),
    silverchairBookChapterRule({
      rtype: 'BOOK_SECTION',
      mime: 'HTML',
      pii: '{chapter}',
      title_id: '{slug}',
      unitid: '{book}/chapter/{chapter}/{slug}',
    }),
    silverchairBookRule({
      rtype: 'BOOK',
      mime: 'HTML',
      title_id: '{slug}',
      unitid: '{book}/{slug}',
    }),
  ],
});
