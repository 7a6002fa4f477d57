import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aspenlearninglibrary',
  longName: 'AspenLearningLibrary',
  docUrl: 'https://analyses.ezpaarse.org/platforms/69cd91d0eaca258d35a0324f',
  status: 'beta',
  domains: ['aspenlearninglibrary.com'],
  rules: [
    {
      path: /^\/videoshelf\/(?<id>[0-9]+)\/[^/]+\.m3u8$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    // The e-book reader: with an `epub` source it reads a book (page from the EPUB CFI `[p<n>]`);
    // without one it plays the audio edition.
    {
      path: /^\/epubreader\/(?<id>[^/]+)$/i,
      query: { epub: true },
      fields: {
        rtype: 'BOOK',
        mime: 'EPUB',
        title_id: '{id}',
        unitid: '{id}',
        first_page: '{page}',
      },
      search: /^(?:[^#]*\[p(?<page>[0-9]+)\])?/,
    },
    {
      path: /^\/epubreader\/(?<id>[^/]+)$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/product\/(?<id>[^/]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/searchresults$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
