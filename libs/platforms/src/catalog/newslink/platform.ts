import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'newslink',
  longName: 'Newslink',
  docUrl: 'http://analyses.ezpaarse.org/platforms/632b4ecdc90b2f016a72434e',
  status: 'beta',
  domains: ['www.newslink.sg'],
  rules: [
    {
      path: /^\/user\/OrderArticleRequest\.action$/i,
      query: { documentId: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/user\/User[A-Z]?Search\.action$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
