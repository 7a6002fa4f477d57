import { definePlatform } from '../../rules/index.js';

const ID = /^(?<id>[0-9]+)$/;

export default definePlatform({
  name: 'tbs',
  longName: 'TeachingBooks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/66059516de2e24ea39df2819',
  status: 'beta',
  domains: ['www.teachingbooks.net'],
  rules: [
    {
      path: /^\/tb\.cgi$/i,
      query: { tid: ID },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/tb\.cgi$/i, query: { go: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/book_reading\.cgi$/i,
      query: { id: ID },
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/author_collection\.cgi$/i,
      query: { id: ID },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
  ],
});
