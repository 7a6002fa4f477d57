import { ojsRules } from '../../rules/families/ojs.family.js';
import { definePlatform } from '../../rules/index.js';

// Open Journal Systems at the site's root: /article/view/<article>/<galley> is a full-text galley (PDF).
export default definePlatform({
  name: 'opus-journals',
  longName: 'OPUS Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63f49d6aab932b9770b6fc5e',
  status: 'beta',
  domains: ['emerging-neurologist.org'],
  rules: ojsRules({
    prefix: '^',
    landing: { rtype: 'ABS', mime: 'HTML', unitid: 'article/view/{article}' },
    galley: { rtype: 'ARTICLE', mime: 'PDF', unitid: 'article/{action}/{article}/{galley}' },
    search: { rtype: 'SEARCH', mime: 'HTML' },
  }),
});
