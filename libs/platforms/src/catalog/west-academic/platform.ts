import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'west-academic',
  longName: 'West Academic',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fdbd768769b1e612a76f0e0',
  status: 'beta',
  domains: ['subscription.westacademic.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Book\/Detail\/(?<id>[0-9]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    {
      path: /^\/Book\/Preview\/?$/i,
      query: { chapterUri: /\/books\/(?<id>[0-9]+)\/[a-z]+\/(?<chapter>[^/]+)\.xml$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{id}-{chapter}', unitid: '{id}' },
    },
  ],
});
