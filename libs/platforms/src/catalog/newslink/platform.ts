import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'newslink',
  longName: 'Newslink',
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
