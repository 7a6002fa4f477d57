import { pubfactoryPageArticleRule } from '../../rules/families/pubfactory.family.js';
import {
  definePlatform,
  doiItem,
  equals,
  extract,
  issueFields,
  issueToc,
  lookup,
  lower,
  matches,
  pick,
} from '../../rules/index.js';

// Legacy journal issue folders read <code>.<year>.<vol>.issue-<issue>; the tapestry event links
// escape '/' as `$002f`.
const LEGACY_ISSUE =
  '(?<code>[a-z0-9]+)\\.(?<year>[0-9]{4})\\.(?<vol>[0-9]+)\\.issue-(?<issue>[0-9-]+)';
const EVENT_LINK = `^/dg/(?<page>viewjournalissue|viewarticle)\\.[a-z.]*fullcontentlink:pdfeventlink/\\$002fj\\$002f${LEGACY_ISSUE}\\$002f(?<id>[^$/]+)\\$002f`;
// Old article ids sometimes spell <code>.<year>.<vol>.<issue>.<first page>.
const OLD_ID = /^[a-z0-9]+\.[0-9]{4}\.(?<v>[0-9]+)\.[0-9-]+\.(?<p>[0-9]+)$/i;
const MODERN_JOURNAL =
  '^/(?<action>view|downloadpdf)/journals/(?<code>[a-z0-9]+)/(?<vol>[0-9]+)/(?<issue>[0-9]+)/';

const FORMAT_MIME = { html: 'HTML', pdf: 'PDF', epub: 'EPUB' };

export default definePlatform({
  name: 'degruyter',
  longName: 'De Gruyter',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5551b1f9866558c739ad0434',
  status: 'beta',
  domains: ['www.degruyter.com', 'wbis.degruyter.com', 'db.degruyter.com'],
  rules: [
    // Current site: /document/doi/<doi>/<format>; an ISBN suffix is a whole book.
    {
      path: /^\/document\/doi\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+))\/(?<format>html|pdf|epub)$/i,
      fields: {
        ...doiItem(
          pick(matches('{suffix}', /^97[89][0-9]{10}$/), 'BOOK', 'ARTICLE'),
          lookup(lower('{format}'), FORMAT_MIME),
        ),
      },
    },
    {
      path: /^\/document\/database\/[a-z0-9]+\/entry\/(?<id>[^/]+)\/html$/i,
      fields: { rtype: 'OTHER', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/database\/(?<db>[a-z0-9]+)\/entry\/(?<id>[^/]+)\/html$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    // 2020 site: books, titles, journals.
    {
      path: /^\/(?:view|downloadpdf)\/book\/(?<isbn>97[89][0-9]{10})\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+?))\.(?:xml|pdf)$/i,
      fields: { ...doiItem('BOOK_SECTION', 'PDF'), online_identifier: '{isbn}' },
    },
    {
      path: /^\/download(?<format>pdf|epub)\/title\/(?<id>[0-9]+)(?:\.(?:pdf|epub))?$/i,
      fields: { rtype: 'BOOK', mime: lookup(lower('{format}'), FORMAT_MIME), unitid: '{id}' },
    },
    {
      path: /^\/view\/title\/(?<id>[0-9]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    pubfactoryPageArticleRule({ view: 'HTML', downloadpdf: 'PDF' }),
    {
      path: new RegExp(`${MODERN_JOURNAL}(?<file>[a-z0-9]+\\.[0-9]+\\.issue-[0-9-]+)\\.xml$`, 'i'),
      fields: issueToc('{code}/{vol}/{issue}/{file}'),
    },
    // Legacy site (before 2020).
    {
      path: new RegExp(`^/view/j/${LEGACY_ISSUE}/(?<id>[^/]+)/[^/]+\\.xml$`, 'i'),
      fields: {
        ...issueFields(pick(equals('{q.format}', 'INT'), 'PREVIEW', 'ARTICLE'), 'HTML', '{id}', {
          year: '{year}',
        }),
        doi: '10.1515/{id}',
      },
    },
    {
      path: new RegExp(`^/downloadpdf/j/${LEGACY_ISSUE}/(?<id>[^/]+)/[^/]+\\.(?:xml|pdf)$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        publication_date: '{year}',
        doi: '10.1515/{id}',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(EVENT_LINK, 'i'),
      fields: {
        ...issueFields(
          lookup(lower('{page}'), { viewjournalissue: 'TOC', viewarticle: 'ARTICLE' }),
          'PDF',
          '{id}',
          { year: '{year}', vol: extract('{id}', OLD_ID, 'v') },
        ),
        first_page: extract('{id}', OLD_ID, 'p'),
      },
    },
    {
      path: /^\/view\/(?<db>AKL)\/(?<id>[^/]+)$/i,
      fields: { rtype: 'BIO', mime: 'HTML', title_id: lower('{db}'), unitid: '{id}' },
    },
  ],
});
