import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'fio',
  longName: 'Film Indexes Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/558bdd84dfb459a26269127c',
  status: 'beta',
  domains: ['film.chadwyck.co.uk', 'fiaf.chadwyck.com'],
  rules: [
    {
      path: /^\/(?<db>[a-z]+)\/framesets\/(?<page>[^/]+\.html?)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{db}', unitid: '{page}' },
    },
    {
      path: /^\/fulltext\/showpdf\.do$/i,
      query: { id: /^(?<id>[0-9]+\/[0-9]+)$/ },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{id}',
        unitid: '{id}',
        publication_date: '{q.year}',
      },
    },
  ],
});
