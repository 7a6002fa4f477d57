import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'spb',
  longName: 'Scholars Portal Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6274201d15cc2c8e5ac89d2a',
  status: 'beta',
  domains: ['books.scholarsportal.info'],
  rules: [
    { path: /^(?:\/[a-z]{2})?\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^(?:\/[a-z]{2})?\/read\/?$/i,
      query: { id: /\/(?<id>[^/]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/uri\/ebooks\/.*\/(?<id>[^/]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
