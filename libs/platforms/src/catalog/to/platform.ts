import { definePlatform, join } from '../../rules/index.js';

// /<base>/documento/show/<id>: the query or hash that follows tells which view of the document.
const BASE = '^(?:/base)?/(?<base>tol[a-z]*)';

export default definePlatform({
  name: 'to',
  longName: 'Tirant Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/66018309fd80733107dca9c1',
  status: 'beta',
  domains: ['www.tirantonline.com.mx', 'www.tirantonline.com'],
  rules: [
    {
      path: new RegExp(`${BASE}/documento/show/(?<id>[0-9]+)$`, 'i'),
      query: { librodoctrina: /^(?<book>[0-9]+)$/ },
      fields: { rtype: 'CODE_JURIDIQUE', mime: 'HTML', unitid: '{id}?librodoctrina={book}' },
    },
    {
      path: new RegExp(`${BASE}/documento/show/(?<id>[0-9]+)$`, 'i'),
      query: { search_type: /^(?<type>[a-z]+)$/i },
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: '{type}',
        unitid: '{id}?search_type={type}',
      },
    },
    {
      path: new RegExp(`${BASE}/documento/show/(?<id>[0-9]+)$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: join('', '{id}', '{url.hash}') },
    },
    {
      path: new RegExp(`${BASE}/formularios/searches/navigate$`, 'i'),
      query: { token_id: /^(?<token>[0-9a-f]+)$/i, docid: /^(?<doc>[0-9]+)$/ },
      fields: { rtype: 'FORMULES', mime: 'HTML', db_id: '{doc}', unitid: '{token}' },
    },
    {
      path: new RegExp(`${BASE}/searches/(?<id>[0-9]+)$`, 'i'),
      fields: { rtype: 'PREVIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${BASE}/(?:[a-z]+/)?searches/?$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/cloudLibrary\/ebook\/(?:show|read)\/(?<isbn>97[89][0-9]{10})$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', print_identifier: '{isbn}', unitid: '{isbn}' },
    },
  ],
});
