import {
  concat,
  definePlatform,
  equals,
  extract,
  firstOf,
  has,
  lookup,
  pick,
  split,
} from '../../rules/index.js';
import type { Fields } from '../../rules/index.js';

// Gale product codes (prodId) and the database names the reference reports for them.
const PRODUCTS: Readonly<Record<string, string>> = {
  ECCO: 'Eighteenth Century Collections Online',
  GDSC: 'Archives Unbound',
  GVRL: 'Gale eBooks',
  LAC: 'World Scholar: Latin America and the Caribbean',
  NGMK: 'National Geographic Kids',
  OVIC: 'Gale In Context: Opposing Viewpoints',
  UHIC: 'Gale In Context: U.S. History',
};
const product: Fields = {
  db_id: firstOf('{q.prodId}'),
  db_name: lookup('{q.prodId}', PRODUCTS),
  db_title: lookup('{q.prodId}', PRODUCTS),
};
// Gale eBooks (GVRL) documents are encyclopaedia entries; other products serve articles.
const entryOrArticle = pick(equals('{q.prodId}', 'GVRL'), 'ENCYCLOPAEDIA_ENTRY', 'ARTICLE');
// PowerSearch documents: the document, and the segment (book) it was opened from.
const psDocument: Fields = {
  ...product,
  title_id: '{q.docId}',
  unitid: '{q.docId}_{q.contentSegment}',
};

// Artemis-style detail windows: /<site>/…/<Kind>DetailsPage/<Kind>DetailsWindow?documentId=…
const KIND_RTYPE = {
  Monographs: 'BOOK',
  Manuscripts: 'ARTICLE',
  AcademicJournals: 'ARTICLE',
  Images: 'IMAGE',
  Videos: 'VIDEO',
  Covers: 'BOOK_SECTION',
};
// The reference names the site (gdc, natgeo) as title for these kinds only.
const siteTitled = equals('{kind}', 'Monographs', 'Images', 'Videos', 'Covers');

export default definePlatform({
  name: 'gc',
  longName: 'Gale Cengage',
  docUrl: 'http://analyses.ezpaarse.org/platforms/553f7b0c16611b6d81185630',
  status: 'beta',
  domains: [
    'galegroup.com',
    'infotrac.galegroup.com',
    'go.galegroup.com',
    'find.galegroup.com',
    'go.gale.com',
    'rs.go.galegroup.com',
    'galenet.galegroup.com',
    'gdc.galegroup.com',
    'education.gale.com',
    'natgeo.galegroup.com',
    'cyber.galegroup.com',
    'natgeo.gale.com',
    'bi.galegroup.com',
    'galeapps.gale.com',
    'bi.gale.com',
  ],
  rules: [
    {
      path: /^\/ps\/retrieve\.do$/i,
      query: { docId: true },
      fields: { ...psDocument, rtype: entryOrArticle, mime: 'HTML' },
    },
    // The audio reader (rsent) wraps a retrieve.do URL whose parameters end up in the query.
    {
      path: /^\/cgi-bin\/rsent$/i,
      query: { docId: true },
      fields: { ...psDocument, rtype: entryOrArticle, mime: 'MISC' },
    },
    {
      path: /^\/ps\/eToc\.do$/i,
      query: { docId: true },
      fields: { ...psDocument, rtype: 'TOC', mime: 'HTML' },
    },
    // PDF of the first page file (workId lists them, `|`-separated).
    {
      path: /^\/ps\/downloadDocument\.do$/i,
      query: { docId: true, workId: true },
      fields: {
        ...product,
        rtype: entryOrArticle,
        mime: 'PDF',
        title_id: '{q.docId}',
        unitid: concat('{q.docId}_', split('{q.workId}', '|', 0)),
      },
    },
    {
      path: /^\/ps\/pdfViewer$/i,
      query: { docId: true },
      fields: { ...product, rtype: 'BOOK', mime: 'PDF', unitid: '{q.docId}' },
    },
    // Citation search: the query (qt) carries page, issue, ISSN and volume as `~~`-separated pairs.
    {
      path: /^\/ps\/i\.do$/i,
      query: { ty: 'as' },
      fields: {
        rtype: 'SEARCH',
        mime: 'HTML',
        vol: extract('{q.qt}', /(?:^|~)VO~(?<v>[^~]+)/, 'v'),
        issue: extract('{q.qt}', /(?:^|~)IU~(?<v>[^~]+)/, 'v'),
        print_identifier: extract('{q.qt}', /(?:^|~)SN~(?<v>[^~]+)/, 'v'),
        first_page: extract('{q.qt}', /(?:^|~)SP~(?<v>[^~]+)/, 'v'),
      },
    },
    // Other products' document pages (/gdsc/retrieve.do, /gdsc/downloadDocument.do).
    {
      path: /^\/[a-z]+\/(?<action>retrieve|downloadDocument)\.do$/i,
      query: { docId: true },
      fields: {
        ...product,
        rtype: 'ARTICLE',
        mime: pick(equals('{action}', 'downloadDocument'), 'PDF', 'HTML'),
        unitid: '{q.docId}',
      },
    },
    {
      path: /^\/gdc-artemis\/bulkPdfDownload$/i,
      query: { file_name: true },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{q.file_name}' },
    },
    {
      path: /^\/(?<site>[a-z]+)\/(?:[a-z-]+\/)*(?<kind>[a-z]+)DetailsPage\/[a-z]+DetailsWindow$/i,
      query: { documentId: true },
      fields: {
        ...product,
        // A page anchor means one page of the publication.
        rtype: pick(has('{url.hash}'), 'BOOK_SECTION', lookup('{kind}', KIND_RTYPE)),
        mime: 'HTML',
        title_id: pick(siteTitled, '{site}'),
        unitid: '{q.documentId}',
      },
    },
    {
      path: /^\/(?<site>[a-z]+)\/archive\/searchResults\/[a-z]+$/i,
      fields: { ...product, rtype: 'SEARCH', mime: 'HTML', title_id: '{site}' },
    },
    {
      path: /^\/imgsrv\/FastPDF\//i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'PDF' },
    },
  ],
});
