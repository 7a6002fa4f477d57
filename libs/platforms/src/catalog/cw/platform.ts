import { definePlatform, slice } from '../../rules/index.js';

// Data pages are identified by their whole query string.
const queryString = slice('{url.search}', 1);

export default definePlatform({
  name: 'cw',
  longName: 'CountryWatch',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65e23e68627141216efe96ae',
  status: 'beta',
  domains: ['www.countrywatch.com'],
  rules: [
    { path: /^\/home\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/intelligence\/countrywirestory$/i,
      query: { uid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/intelligence\/mapsdisplay$/i,
      query: { sectionid: true },
      fields: { rtype: 'MAP', mime: 'HTML', unitid: queryString },
    },
    {
      path: /^\/home\/(?<page>coronavirus)$/i,
      fields: { rtype: 'TABLE', mime: 'HTML', unitid: '{page}{url.search}' },
    },
    {
      path: /^\/elections\/profile$/i,
      query: { countryid: /^(?<country>[0-9]+)$/ },
      fields: { rtype: 'REPORT', mime: 'HTML', title_id: '{country}', unitid: queryString },
    },
  ],
});
