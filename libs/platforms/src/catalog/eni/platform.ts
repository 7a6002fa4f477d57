import { definePlatform, firstOf } from '../../rules/index.js';

export default definePlatform({
  name: 'eni',
  longName: 'Bibliothèque Numérique ENI',
  docUrl: 'http://analyses.ezpaarse.org/platforms/557167804ee11ca5993b4a1a',
  status: 'beta',
  domains: ['www.eni-training.com'],
  rules: [
    // Legacy client: a book part `idp`/`ida`, or a resource `idR` (case varies).
    {
      path: /^\/client_net\/mediabook\.aspx$/i,
      query: { idp: /^(?<book>[0-9]+)$/, ida: /^(?<part>[0-9]+)$/ },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{book}', unitid: '{part}' },
    },
    {
      path: /^\/client_net\/mediabook\.aspx$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: firstOf('{q.idR}', '{q.idr}') },
    },
    {
      path: /^\/client_net\/video\.aspx$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: firstOf('{q.idR}', '{q.idr}') },
    },
    {
      path: /^\/client_net\/get_Resource\.aspx$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML' },
    },
    // Current portal API.
    { path: /^\/portal\/api\/Video\/GetVideo\/?$/i, fields: { rtype: 'VIDEO', mime: 'MISC' } },
    {
      path: /^\/portal\/api\/Mediabook\/GetMediabook\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML' },
    },
    { path: /^\/portal\/api\/Filter\/GetResults\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
