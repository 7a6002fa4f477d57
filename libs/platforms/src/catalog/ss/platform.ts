import { definePlatform } from '../../rules/index.js';

// The article id is the whole query string (detail.html?<id>).
export default definePlatform({
  name: 'ss',
  longName: 'Sankei Shimbun',
  docUrl: 'http://analyses.ezpaarse.org/platforms/639b2051e547d6017a0e5f64',
  status: 'beta',
  domains: ['shimbun-data.denshi.sankei.co.jp'],
  rules: [
    {
      path: /^\/kijisearch\/detail\.html$/i,
      search: /^\?(?<id>[a-z0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
