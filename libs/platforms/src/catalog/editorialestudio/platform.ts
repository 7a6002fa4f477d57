import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'editorialestudio',
  longName: 'Editorial Estudio',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6914ad88ca6bec9d325dedb6',
  status: 'beta',
  domains: ['www.digital.editorialestudio.com.ar'],
  rules: [
    // Reader: a book, or one location inside it.
    {
      path: /^\/reader\/(?<book>[a-z0-9-]+)\/?$/i,
      query: { location: /^(?<loc>[0-9]+)$/ },
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        title_id: '{book}',
        first_page: '{loc}',
        unitid: '{book}?location={loc}',
      },
    },
    {
      path: /^\/reader\/(?<book>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{book}', unitid: '{book}' },
    },
    {
      path: /^\/api\/v[0-9]+\/(?:library-issue|reader\/last-location)\/(?<id>[0-9]+)$/i,
      fields: { rtype: 'METADATA', mime: 'JSON', unitid: '{id}' },
    },
    { path: /^\/library\/search\/[^/]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/library(?:\/my-publications)?\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
