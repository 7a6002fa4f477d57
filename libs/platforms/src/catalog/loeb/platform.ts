import { definePlatform } from '../../rules/index.js';

// /view/<author-work>/<year>/pb_<volume>.<section>.xml
export default definePlatform({
  name: 'loeb',
  longName: 'Digital Loeb Classical Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b2bdf3352deebbf1025be9a',
  publisherName: 'Harvard University Press',
  status: 'beta',
  domains: ['www.loebclassics.com'],
  rules: [
    {
      path: /^\/view\/(?<work>[a-z0-9_-]+)\/(?<year>[0-9]{4})\/pb_(?<id>LCL[0-9]+\.[0-9a-z]+)\.xml$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'XML',
        publication_date: '{year}',
        title_id: '{work}',
        unitid: '{id}',
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
