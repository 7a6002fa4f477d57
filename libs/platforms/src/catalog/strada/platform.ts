import { definePlatform, equals, extract, lookup, pick } from '../../rules/index.js';

// Collections are `se_<kind>` (se_rev journals, se_mono books, se_legi legislation, se_src_publ_*
// sources); journal issues and articles start with the journal code: cde_2016_2-fr, cde2016_2p449.
const journalOf = (value: string) => extract(value, /^[a-z]+(?=[0-9_-])/i);
const bookOf = (value: string) => extract(value, /^[^_]+(?=_)/);
const SESSION = '[0-9]{8}-prod-[0-9a-z-]+';
const DBPRO = '^/DBPro/[a-z]{2}';

export default definePlatform({
  name: 'strada',
  longName: 'Strada Lex',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5899c822dcdc613363b6e08c',
  status: 'beta',
  domains: ['www.stradalex.eu', 'www.stradalex.lu', 'www.stradalex.com'],
  rules: [
    // Legacy DBPro interface.
    {
      path: new RegExp(
        `${DBPRO}/Search/html/breadcrumb/se_rev/(?<node>[^/]+)/[0-9]+/${SESSION}$`,
        'i',
      ),
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: journalOf('{node}') },
    },
    {
      path: new RegExp(
        `${DBPRO}/Search/html/breadcrumb/se_[a-z_]+/(?<node>[^/]+)/[0-9]+/${SESSION}$`,
        'i',
      ),
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{node}' },
    },
    {
      path: new RegExp(
        `${DBPRO}/Document/html/getDocFromDbpro/(?<coll>se_[a-z_]+)/(?<doc>[^/]+)/[0-9]+/${SESSION}$`,
        'i',
      ),
      fields: {
        rtype: lookup('{coll}', { se_mono: 'BOOK_SECTION', se_legi: 'BOOK_SECTION' }, 'ARTICLE'),
        mime: 'HTML',
        title_id: pick(
          equals('{coll}', 'se_rev'),
          journalOf('{doc}'),
          pick(equals('{coll}', 'se_mono'), bookOf('{doc}')),
        ),
        unitid: '{doc}',
      },
    },
    {
      path: new RegExp(
        `${DBPRO}/SearchResultEditor/html/getForm/se_[a-z_]+/(?<node>[^/]+)(?:/${SESSION})?$`,
        'i',
      ),
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{node}' },
    },
    {
      path: new RegExp(`${DBPRO}/AdvancedSearch/`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // Current interface: /<lang>/<collection>/…, documents named in `docEtiq`.
    {
      path: /^\/[a-z]{2}\/se_rev\/search\/(?<node>[^/]+)$/i,
      query: {
        docEtiq: /^(?<doc>(?<code>[a-z]+)(?<year>[0-9]{4})_(?<vol>[0-9]+)p(?<page>[0-9]+))$/i,
      },
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        publication_date: '{year}',
        vol: '{vol}',
        first_page: '{page}',
        unitid: '{doc}',
      },
    },
    {
      path: /^\/[a-z]{2}\/se_src_publ_jur[a-z_]*\/search\/.+$/i,
      query: { docEtiq: /^(?<doc>.+)$/ },
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/[a-z]{2}\/se_[a-z_]+\/search\/.+$/i,
      query: { docEtiq: /^(?<doc>.+)$/ },
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/[a-z]{2}\/se_rev\/search\/(?<node>[^/]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: journalOf('{node}'), unitid: '{node}' },
    },
    {
      path: /^\/[a-z]{2}\/se_mono\/search\/(?<node>[^/]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{node}', unitid: '{node}' },
    },
    {
      path: /^\/[a-z]{2}\/se_src_publ_[a-z_]+\/search\/(?<node>(?<code>[a-z_]+?)_[0-9]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{code}', unitid: '{node}' },
    },
    {
      path: /^\/[a-z]{2}\/se_[a-z_]+_macro\/search\/(?<node>[^/]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{node}' },
    },
    {
      path: /^\/[a-z]{2}\/se_legi\/macrodocument\/[^/]+\/(?<doc>[^/]+)$/i,
      fields: { rtype: 'CODE_JURIDIQUE', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/[a-z]{2}\/se_[a-z_]+\/macrodocument\/(?:[^/]+\/doc\/)?(?<doc>[^/]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{doc}' },
    },
    {
      path: /^\/[a-z]{2}\/se_[a-z_]+(?:\/search\/.*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // stradalex.lu tables of contents and the larbiz API.
    {
      path: /^\/[a-z]{2}\/[a-z]+_(?<coll>rev|mono)\/toc\/[^/]+\/doc\/(?<doc>[^/]+)$/i,
      fields: {
        rtype: lookup('{coll}', { rev: 'ARTICLE', mono: 'BOOK' }),
        mime: 'HTML',
        unitid: '{doc}',
      },
    },
    {
      path: /^\/v[0-9]+\/structures\/trees\/[a-z]+_rev\/(?<node>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{node}' },
    },
    {
      path: /^\/v[0-9]+\/documents\/[a-z]+_mono\/(?<doc>[^/]+)\/download$/i,
      fields: {
        rtype: 'BOOK',
        mime: lookup('{q.format}', { PDF: 'PDF', pdf: 'PDF' }, 'HTML'),
        unitid: '{doc}',
      },
    },
    {
      path: /^\/v[0-9]+\/documents\/links\/[a-z]+\/[a-z]+_mono\/(?<doc>[^/]+)$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{doc}' },
    },
  ],
});
