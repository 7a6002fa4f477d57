import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'britannica-online-jp',
  longName: 'Britannica Online Japan',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f3c43349759d008bcb7bb4',
  status: 'beta',
  domains: ['japan-eb-com', 'japan-eb.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/article-(?<id>[0-9]+)_?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/print$/i,
      query: { articleId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
