import {
  silverchairBookChapterRule,
  silverchairBookRule,
  silverchairIssueArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform } from '../../rules/index.js';

// A Silverchair site; the reference sees abstracts behind the article pages.
export default definePlatform({
  name: 'asm',
  longName: 'American Society of Metals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60300066c5d8783e8aafd9fc',
  status: 'beta',
  domains: ['dl.asminternational.org'],
  rules: [
    silverchairSearchRule(),
    silverchairIssueArticleRule({ kinds: ['article'], fields: { rtype: 'ABS', mime: 'HTML' } }),
    silverchairBookChapterRule({ rtype: 'BOOK_SECTION', mime: 'HTML' }),
    silverchairBookRule({ rtype: 'TOC', mime: 'HTML', unitid: '{slug}' }),
  ],
});
