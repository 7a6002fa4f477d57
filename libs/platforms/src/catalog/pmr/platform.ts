import { pageantMediaArticleRules } from '../../rules/families/pageant-media.family.js';
import { definePlatform } from '../../rules/index.js';

// HighWire-style paths: /content/<journal>/<vol>/<issue>/<first page>[.full.pdf].
export default definePlatform({
  name: 'pmr',
  longName: 'Portfolio Management Research',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65428b84289a13dcc5ddb200',
  status: 'beta',
  domains: ['www.pm-research.com'],
  rules: [
    ...pageantMediaArticleRules({
      db_id: '{code}',
      vol: '{vol}',
      issue: '{issue}',
      first_page: '{page}',
      unitid: '{code}/{id}',
    }),
    {
      path: /^\/content\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/local\/complete-issue\.pdf$/i,
      fields: {
        rtype: 'ARTICLES_BUNDLE',
        mime: 'PDF',
        db_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{code}/{vol}/{issue}',
      },
    },
    {
      path: /^\/content\/(?<code>[a-z]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
