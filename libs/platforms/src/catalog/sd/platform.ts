import type { Fields, Mime, Rtype } from '../../rules/index.js';
import {
  definePlatform,
  extract,
  issn,
  issueToc,
  join,
  matches,
  pick,
  slice,
} from '../../rules/index.js';

// A PII is `S` + ISSN (8) + item, `B` + ISBN-13 + item, or (old items) a bare ISSN + item.
const PII = '(?<pii>[SB]?[0-9]{7}[0-9X][0-9A-Z]*)';
const isBookPii = matches('{pii}', /^B/);
const issnOfPii = extract('{pii}', /^S?(?<issn>[0-9]{7}[0-9X])/i, 'issn');

// The legacy endpoints (`_pii=`, `_hubEid=`) always read the ISSN at offsets 1–8, as if the PII
// began with `S`: an old bare PII (0168945294902402) gives 16894529, as the reference's outputs do.
const legacyIssnOfPii = slice('{pii}', 1, 9);

/** Fields of an item addressed by its PII: books give BOOK_SECTION and an ISBN, journals an ISSN. */
function piiFields(journalRtype: Rtype, mime: Mime, journalIssn = issnOfPii): Fields {
  return {
    rtype: pick(isBookPii, 'BOOK_SECTION', journalRtype),
    mime,
    pii: '{pii}',
    unitid: '{pii}',
    title_id: pick(isBookPii, slice('{pii}', 1, 14), journalIssn),
    print_identifier: pick(isBookPii, slice('{pii}', 1, 14), issn(journalIssn)),
  };
}

const serialFields = (rtype: Rtype): Fields => ({
  rtype,
  mime: 'HTML',
  title_id: '{issn}',
  print_identifier: issn('{issn}'),
});

const isbnFields: Fields = {
  rtype: 'TOC',
  mime: 'HTML',
  title_id: '{isbn}',
  unitid: '{isbn}',
  print_identifier: '{isbn}',
};

export default definePlatform({
  name: 'sd',
  longName: 'Science Direct',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53ce86973902364e21afebe7',
  publisherName: 'Elsevier',
  status: 'stable',
  domains: [
    'www.sciencedirect.com',
    'pdn.sciencedirect.com',
    'binary-services.sciencedirect.com',
    'ac.els-cdn.com',
    'rss.sciencedirect.com',
    'reader.elsevier.com',
    'pdf.sciencedirectassets.com',
  ],
  rules: [
    // Legacy `/science?_ob=…` endpoints.
    {
      query: { _ob: 'MiamiImageURL', _pii: new RegExp(`^${PII}$`, 'i') },
      fields: piiFields('ARTICLE', 'PDF', legacyIssnOfPii),
    },
    {
      // Journal excerpts; a book's (`B…` key) is known by its collection id `_cdi` only.
      query: {
        _ob: 'PdfExcerptURL',
        _piikey: /^(?<pii>S?[0-9]{7}[0-9X][0-9A-Z]*)$/i,
      },
      fields: { ...piiFields('PREVIEW', 'PDF'), rtype: 'PREVIEW' },
    },
    {
      query: { _ob: 'PdfExcerptURL', _cdi: /^(?<cdi>[0-9]+)$/ },
      fields: { rtype: 'PREVIEW', mime: 'PDF', title_id: '{cdi}' },
    },
    { query: { _ob: 'PdfExcerptURL' }, fields: { rtype: 'PREVIEW', mime: 'PDF' } },
    {
      query: { _ob: 'PdfDownloadURL', _isbn: /^(?<isbn>[0-9]{12}[0-9X])$/i },
      fields: { ...isbnFields, rtype: 'BOOK_CHAPTERS_BUNDLE', mime: 'PDF' },
    },
    {
      // A whole issue's PDFs, named by the issue's hub id (1-s2.0-<issue PII>).
      query: { _ob: 'PdfDownloadURL', _hubEid: new RegExp(`^(?<hub>[0-9]-s2\\.0-${PII})$`, 'i') },
      fields: {
        rtype: 'ARTICLES_BUNDLE',
        mime: 'PDF',
        title_id: legacyIssnOfPii,
        print_identifier: issn(legacyIssnOfPii),
        unitid: '{hub}',
      },
    },
    // Several articles of a result list at once.
    { query: { _ob: 'PdfDownloadURL' }, fields: { rtype: 'ARTICLES_BUNDLE', mime: 'PDF' } },
    // Articles and chapters.
    {
      path: new RegExp(`^/science/article/(?:abs/)?pii/${PII}/pdf(?:ft)?$`, 'i'),
      fields: piiFields('ARTICLE', 'PDF'),
    },
    {
      path: new RegExp(`^/science/article/abs/pii/${PII}$`, 'i'),
      fields: { ...piiFields('ABS', 'HTML'), rtype: 'ABS' },
    },
    {
      path: new RegExp(`^/science/article/pii/${PII}$`, 'i'),
      fields: piiFields('ARTICLE', 'HTML'),
    },
    {
      path: new RegExp(`^/${PII}/[0-9]-s2\\.0-[0-9A-Z]+-main\\.pdf$`, 'i'),
      fields: piiFields('ARTICLE', 'PDF'),
    },
    {
      // Supplementary material: /science/MiamiMultiMediaURL/1-s2.0-<PII>/…/<file>
      path: new RegExp(`^/science/MiamiMultiMediaURL/[0-9]-s2\\.0-${PII}/`, 'i'),
      fields: piiFields('ARTICLE', 'PDF', legacyIssnOfPii),
    },
    {
      host: 'reader.elsevier.com',
      path: new RegExp(`^/reader/sd/pii/${PII}$`, 'i'),
      fields: piiFields('ARTICLE', 'PDF'),
    },
    {
      host: 'pdf.sciencedirectassets.com',
      path: /\/main\.pdf$/i,
      query: { pii: new RegExp(`^${PII}$`, 'i') },
      fields: piiFields('ARTICLE', 'PDF'),
    },
    // Books, series, journals.
    { path: /^\/(?:science\/)?book\/(?<isbn>[0-9]{12}[0-9X])(?:\/[^/]*)?$/i, fields: isbnFields },
    {
      path: /^\/science\/(?:bookseries|handbooks)\/(?<issn>[0-9]{7}[0-9X])(?:\/(?<vol>[0-9]+))?$/i,
      fields: { ...serialFields('TOC'), unitid: join('/', '{issn}', '{vol}') },
    },
    {
      // A journal's page, a volume's or an issue's: the unit is the volume (as the reference's
      // outputs show); supplements and hyphenated volumes (`12-110`) are left unqualified.
      path: /^\/science\/journal\/(?<issn>[0-9]{7}[0-9X])(?:\/(?<vol>[0-9]+)(?:\/[0-9]+)?)?\/?$/i,
      fields: { ...serialFields('TOC'), unitid: join('/', '{issn}', '{vol}') },
    },
    {
      path: /^\/journal\/(?<slug>[a-z0-9-]+)\/vol\/(?<vol>[^/]+)\/issue\/(?<issue>[^/]+)$/i,
      fields: issueToc('{slug}/vol/{vol}/issue/{issue}', { code: '{slug}' }),
    },
    {
      path: /^\/journal\/(?<slug>[a-z0-9-]+)(?:\/vol\/(?<vol>[^/]+))?\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{slug}', vol: '{vol}', unitid: '{slug}' },
    },
    // Search and browse.
    {
      path: /^\/browse\/journals-and-books\/?$/i,
      query: { searchPhrase: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/browse\/journals-and-books\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    { path: /^\/search(?:\/advanced)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
