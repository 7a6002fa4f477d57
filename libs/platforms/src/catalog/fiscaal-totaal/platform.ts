import { definePlatform } from '../../rules/index.js';

const GUID = /^(?<guid>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export default definePlatform({
  name: 'fiscaal-totaal',
  longName: 'Fiscaal Totaal',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fee1fd48c5caf4167909933',
  status: 'beta',
  domains: ['professional.fiscaaltotaal.nl'],
  rules: [
    // Almanacs: a table of contents (`b`) and its sections (`c`).
    {
      path: /^\/Content\/Pages\/[a-z]+Toc\.aspx$/i,
      query: { b: GUID },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{guid}' },
    },
    {
      path: /^\/Content\/Pages\/[a-z]+Content\.aspx$/i,
      query: { c: GUID },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{guid}' },
    },
    // Literature and news items.
    {
      path: /^\/Content\/Pages\/view[a-z]+\.aspx$/i,
      query: { id: GUID },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
    { path: /^\/Pages\/Zoekresultaten\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
