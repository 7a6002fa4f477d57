import { definePlatform, issueFields, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'jstage',
  longName: 'J-Stage',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61b361a69603d91a3650ff46',
  status: 'beta',
  domains: ['www.jstage.jst.go.jp', 'www.jstage-jst.go.jp'],
  rules: [
    // /article/<journal>/<vol>/<issue>/<article>/_<view>/-char/<lang>
    {
      path: /^\/article\/(?<code>[a-z0-9-]+)\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/(?<id>[^/]+)\/_(?<view>pdf|html|article)(?:\/-char\/[a-z]{2})?\/?$/i,
      fields: issueFields('ARTICLE', lookup('{view}', { pdf: 'PDF' }, 'HTML'), '{id}'),
    },
    { path: /^\/result\//i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
