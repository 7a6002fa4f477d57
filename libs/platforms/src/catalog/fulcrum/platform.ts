import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fulcrum',
  longName: 'Fulcrum',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62bf2f4dfbc7683da47eba6d',
  status: 'beta',
  domains: ['www.fulcrum.org'],
  rules: [
    // Chapter downloads carry the chapter title.
    {
      path: /^\/epubs_download_interval\/(?<id>[a-z0-9]+)$/i,
      query: { title: true },
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{id}', unitid: '{q.title}' },
    },
    {
      path: /^\/epubs\/(?<id>[a-z0-9]+)$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/[a-z0-9_-]+\/?$/i, query: { q: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
