import {
  SILVERCHAIR_SOLR_SEARCH_RULE,
  silverchairAspxSectionRule,
} from '../../rules/families/silverchair-shapes.family.js';
import { definePlatform } from '../../rules/index.js';

// A legacy (ASP.NET) Silverchair books site.
export default definePlatform({
  name: 'rbo',
  longName: 'Red Book Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/606b79bd508100878c9a3350',
  status: 'beta',
  domains: ['redbook.solutions.aap.org'],
  rules: [
    SILVERCHAIR_SOLR_SEARCH_RULE,
    silverchairAspxSectionRule('chapter', {
      rtype: 'BOOK_SECTION',
      mime: 'HTML',
      unitid: '{book}-{section}',
    }),
  ],
});
