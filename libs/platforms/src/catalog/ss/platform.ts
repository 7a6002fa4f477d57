import { definePlatform } from '../../rules/index.js';

// The article id is the whole query string (detail.html?<id>).
export default definePlatform({
  name: 'ss',
  longName: 'Sankei Shimbun',
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
