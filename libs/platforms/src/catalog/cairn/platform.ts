import {
  definePlatform,
  equals,
  extract,
  isbn13,
  lookup,
  matches,
  pick,
  titleToc,
} from '../../rules/index.js';

// Article ids: journals CODE_ISSUE_PAGE (title = CODE), books PUBLISHER_AUTHOR_YEAR_NN_PAGE (title = all but the page).
const BOOK_ID = /^(?<book>[A-Z0-9]+_[A-Z0-9]+_[0-9]{4}_[0-9]{2})_[0-9]+$/i;
const ID = /^(?<id>(?<code>[A-Z0-9@]+)_[A-Z0-9_]+)$/i;
const bookOfId = extract('{id}', BOOK_ID, 'book');
const isBookId = matches('{id}', BOOK_ID);

export default definePlatform({
  name: 'cairn',
  longName: 'CAIRN',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53f4a1212426ac515b9e266c',
  publisherName: 'Cairn',
  status: 'stable',
  domains: ['www.cairn.info', 'shs.cairn.info', 'stm.cairn.info', 'droit.cairn.info'],
  rules: [
    {
      path: /^\/(?:load_pdf|load_pdf_do_not_index)\.php$/i,
      query: { ID_ARTICLE: ID },
      when: isBookId,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: bookOfId, unitid: '{id}' },
    },
    {
      path: /^\/(?:load_pdf|load_pdf_do_not_index)\.php$/i,
      query: { ID_ARTICLE: ID },
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/(?<page>resume|article)\.php$/i,
      query: { ID_ARTICLE: ID },
      fields: {
        rtype: pick(equals('{page}', 'resume'), 'ABS', 'ARTICLE'),
        mime: 'HTML',
        title_id: '{code}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/numero\.php$/i,
      query: { ID_REVUE: /^(?<code>.+)$/, AJOUTBIBLIO: /^(?<id>.+)$/ },
      fields: { title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/numero\.php$/i,
      query: { ID_REVUE: /^(?<code>.+)$/, ID_NUMPUBLIE: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    // Current site: /numero/<ID>, /article/<ID>[/pdf]
    {
      path: /^\/numero\/(?<id>[A-Z0-9_@-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/article\/(?<id>[A-Z0-9_@-]+)(?<pdf>\/pdf)?\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{pdf}', { '/pdf': 'PDF' }, 'HTML'),
        unitid: '{id}',
      },
    },
    // Books: <slug>--<ISBN>[-p-<page>|-page-<page>][.htm]
    {
      path: /^\/(?<unitid>(?<slug>[a-z0-9@-]+?)--(?<isbn>97[89][0-9]{9,10})(?:-(?<kind>p|page)-(?<page>[0-9]+))?)(?:\.htm)?$/i,
      fields: {
        rtype: lookup('{kind}', { p: 'PREVIEW', page: 'BOOK_SECTION' }, 'TOC'),
        mime: 'HTML',
        title_id: '{slug}',
        print_identifier: isbn13('{isbn}'),
        unitid: '{unitid}',
        first_page: '{page}',
      },
    },
    // Journals and magazines: <slug>[-<year>-<issue>[-p-<page>|-page-<page>]][.htm]
    {
      path: /^\/(?<unitid>(?<slug>(?:revue|magazine)-[a-z0-9@-]+?)-(?<year>(?:19|20)[0-9]{2})-(?<issue>[0-9]+)(?:-(?<kind>p|page)-(?<page>[0-9]+))?)(?:\.htm)?$/i,
      fields: {
        rtype: pick(
          equals('{q.tab}', 'resume'),
          'ABS',
          lookup('{kind}', { p: 'PREVIEW', page: 'ARTICLE' }, 'TOC'),
        ),
        mime: 'HTML',
        title_id: '{slug}',
        unitid: '{unitid}',
        publication_date: '{year}',
        issue: '{issue}',
        first_page: '{page}',
      },
    },
    {
      path: /^\/(?<slug>(?:revue|magazine)-[a-z0-9@-]+?)(?:\.htm)?$/i,
      fields: titleToc('{slug}'),
    },
    {
      path: /^\/(?:resultats_recherche\.php|recherche)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
