import {
  definePlatform,
  doiItem,
  extract,
  ifSet,
  int,
  lookup,
  matches,
} from '../../rules/index.js';

// Springer article DOIs carry the journal number: 10.1007/s10696-011-9117-0 ⇒ journal 10696.
// The number is read as a number: s00125-… ⇒ 125.
const journalOfSuffix = int(extract('{suffix}', /(?<=^s)[0-9]+(?=-)/));
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+?))';

export default definePlatform({
  name: 'springer',
  longName: 'Springer',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53cce2fdd5f7b93cbe52e7bc',
  status: 'stable',
  domains: [
    'rd.springer.com',
    'link.springer.com',
    'www.springerlink.com',
    'www.springer.com',
    'download.springer.com',
    'download-v2.springer.com',
    'academy.springer.com',
    'springer-ny.com',
    'sprn.gr',
    'springer.de',
    'www.adisonline.com',
    'springerlink.metapress.com',
    'link.springer.de',
    'link.springer-ny.com',
    'ebooks.springerlink.com',
    'aa.springer.de',
  ],
  rules: [
    {
      // The DOI is read up to the next slash (/article/10.1140/epjc/s10052-… ⇒ 10.1140/epjc).
      path: new RegExp(`^/article/${DOI}(?:/.*)?$`, 'i'),
      fields: {
        ...doiItem('ARTICLE', 'HTML'),
        title_id: journalOfSuffix,
      },
    },
    {
      path: new RegExp(`^/protocol/${DOI}(?:/.*)?$`, 'i'),
      fields: doiItem('BOOK', 'HTML'),
    },
    {
      path: new RegExp(`^/chapter/${DOI}(?:/fulltext\\.html)?/?$`, 'i'),
      fields: doiItem('BOOK_SECTION', 'HTML'),
    },
    {
      path: new RegExp(`^/book/${DOI}/?$`, 'i'),
      fields: {
        ...doiItem('TOC', 'MISC'),
        online_identifier: '{suffix}',
      },
    },
    {
      path: new RegExp(`^/content/pdf/${DOI}\\.pdf$`, 'i'),
      when: matches('{suffix}', /^97[89]-/),
      fields: {
        ...doiItem(ifSet(extract('{suffix}', /_[0-9]+$/), 'BOOK_SECTION', 'BOOK'), 'PDF'),
      },
    },
    {
      path: new RegExp(`^/content/pdf/${DOI}\\.pdf$`, 'i'),
      fields: {
        ...doiItem('ARTICLE', 'PDF'),
        title_id: journalOfSuffix,
      },
    },
    {
      path: /^\/static\/pdf\/(?<title>[0-9]+)\/(?<kind>bfm|chp)%3A(?<isbn>[0-9X-]+)%2F(?<part>[0-9]+)\.pdf$/i,
      fields: {
        rtype: lookup('{kind}', { bfm: 'TOC', chp: 'BOOK_SECTION' }),
        mime: 'PDF',
        title_id: '{title}',
        online_identifier: '{isbn}',
        unitid: '{isbn}/{part}',
      },
    },
    {
      path: /^\/journal\/(?:volumesAndIssues\/)?(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/(?:bookseries|series)\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'BOOKSERIE', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/openurl\.asp$/i,
      query: { genre: 'journal', issn: /^(?<issn>[0-9]{4}-?[0-9]{3}[0-9X])$/i },
      fields: { rtype: 'TOC', mime: 'MISC', print_identifier: '{issn}', unitid: '{issn}' },
    },
    {
      path: /^\/content\/(?<id>[a-z0-9]{16})(?:\/(?:fulltext\.pdf)?)?$/i,
      fields: { rtype: 'ABS', mime: 'MISC', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
