import {
  SILVERCHAIR_KIND_MIME,
  silverchairBookChapterRule,
  silverchairIssueArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform, issueFields } from '../../rules/index.js';

// A Silverchair site.
export default definePlatform({
  name: 'mit-press-direct',
  longName: 'MIT Press Direct',
  docUrl: 'http://analyses.ezpaarse.org/platforms/633d874320568502102910c5',
  status: 'beta',
  domains: ['direct.mit.edu'],
  rules: [
    silverchairIssueArticleRule({
      kinds: ['article', 'article-pdf'],
      fields: {
        ...issueFields('ARTICLE', SILVERCHAIR_KIND_MIME, '{journal}-{vol}-{issue}-{page}', {
          code: '{journal}',
        }),
        spage: '{page}',
      },
    }),
    silverchairBookChapterRule({
      rtype: 'BOOK_SECTION',
      mime: 'HTML',
      title_id: '{book}',
      unitid: '{book}-{chapter}',
    }),
    silverchairSearchRule({}, 'root'),
  ],
});
