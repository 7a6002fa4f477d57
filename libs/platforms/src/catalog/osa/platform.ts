import type { Fields } from '../../rules/index.js';
import { definePlatform } from '../../rules/index.js';

// Article URIs are <journal>-<vol>-<issue>-<page>.
const URI = /^(?<uri>(?<code>[a-z]+)-(?<vol>[0-9]+)-(?<issue>[0-9]+)-(?<page>[0-9a-z]+))$/i;
const uriFields = (rtype: string, mime: string): Fields => ({
  rtype,
  mime,
  title_id: '{code}',
  unitid: '{uri}',
  vol: '{vol}',
  issue: '{issue}',
  first_page: '{page}',
});

export default definePlatform({
  name: 'osa',
  longName: 'OpticsInfoBase',
  docUrl: 'http://analyses.ezpaarse.org/platforms/543550a3ea9f2d9720da3700',
  status: 'beta',
  domains: ['www.osapublishing.org', 'https://opg.optica.org', 'opg.optica.org'],
  rules: [
    {
      path: /^\/[a-z]+\/abstract\.cfm$/i,
      query: { uri: URI },
      hash: /^#articleReferences$/i,
      fields: uriFields('RECORD_VIEW', 'HTML'),
    },
    { path: /^\/[a-z]+\/abstract\.cfm$/i, query: { uri: URI }, fields: uriFields('ABS', 'HTML') },
    {
      path: /^\/[a-z]+\/fulltext\.cfm$/i,
      query: { uri: URI },
      fields: uriFields('ARTICLE', 'HTML'),
    },
    {
      path: /^\/[a-z]+\/viewmedia\.cfm$/i,
      query: { uri: URI },
      fields: uriFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/(?<code>[a-z]+)\/issue\.cfm$/i,
      query: { volume: /^(?<vol>[0-9]+)$/, issue: /^(?<issue>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', vol: '{vol}', issue: '{issue}' },
    },
    {
      path: /^\/DirectPDFAccess\/[^/]+_(?<id>[0-9]+)\/(?<uri>[a-z]+-[0-9]+-[0-9]+-[0-9a-z]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{uri}' },
    },
    {
      path: /^\/view_article\.cfm$/i,
      query: { pdfKey: /^(?<key>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{key}' },
    },
    { path: /^\/search\.cfm$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
