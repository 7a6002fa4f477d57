import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// MIT Press spans several sites: the Atypon journals (www.mitpressjournals.org), CogNet
// (cognet.mit.edu, journal PDFs named after the DOI suffix, book chapters under the ISBN), the
// press catalogue, Leonardo and its WordPress almanac. Every DOI is under the 10.1162 prefix, so
// CogNet paths that only carry the suffix get it back.
const DOI_PREFIX = '10.1162';

const cognetDoiFields = (mime: 'HTML' | 'PDF') => ({
  rtype: 'ARTICLE',
  mime,
  doi: `${DOI_PREFIX}/{suffix}`,
  unitid: `${DOI_PREFIX}/{suffix}`,
  title_id: '{suffix}',
});

export default definePlatform({
  name: 'MIT',
  longName: 'MIT Press',
  docUrl: 'http://ang.couperin.org/platforms/573b3e34292801c08b8eb0a1',
  status: 'stable',
  domains: [
    'search.mit.edu',
    'mitpress.mit.edu',
    'www.leonardo.info',
    'www.leoalmanac.org',
    'cognet.mit.edu',
    'mitpress.mit.edu',
    'www.mitpressjournals.org',
    'contemporaryarts.mit.edu',
    'test.leoalmanac.org',
  ],
  rules: [
    // Searches come first on every site: the press catalogue's /search…, WordPress's lone `?s=`.
    { path: /^\/search/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { search: /^\?s(?:=[^&]*)?$/, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/journal\/10\.[0-9]{4,9}\/(?<suffix>.+)$/i,
      fields: cognetDoiFields('HTML'),
    },
    {
      path: /^\/pdfviewer\/journal\/(?<suffix>[0-9a-z._-]+)$/i,
      fields: cognetDoiFields('PDF'),
    },
    {
      path: /^\/system\/cogfiles\/journalpdfs\/(?<suffix>.+)\.pdf$/i,
      fields: cognetDoiFields('PDF'),
    },
    // The reference counts CogNet's PDF viewer of a book chapter as an ARTICLE; kept for parity.
    {
      path: /^\/pdfviewer\/book\/(?<id>(?<isbn>[0-9]+)\/.+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}', print_identifier: '{isbn}' },
    },
    {
      path: /^\/system\/cogfiles\/books\/(?<isbn>[0-9]+)\/pdfs\/(?<file>.+)\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', unitid: '{file}', print_identifier: '{isbn}' },
    },
    {
      path: /^\/erefschapter\/(?<id>.+)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/pub\/(?<id>[0-9a-z-]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/wp-content\/uploads\/[0-9]{4}\/[0-9]{2}\/(?<file>.+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}', title_id: '{file}' },
    },
    // Landing pages of books, reference works, topics and issues: the whole rest names them.
    {
      path: /^\/(?:books?|erefs|topics|journals|journal-issue)\/(?<id>.+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    // mitpressjournals.org: the whole DOI is the unitid, an issue is named by its full path.
    ...atyponRules({
      unitid: 'doi',
      doiFields: { title_id: '{suffix}' },
      issueTocFields: { title_id: '{code}/{vol}/{issue}', vol: undefined, issue: undefined },
    }),
  ],
});
