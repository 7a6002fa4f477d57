import type { Fields } from '../../rules/index.js';
import {
  definePlatform,
  extract,
  has,
  int,
  join,
  journalIssue,
  lookup,
  pick,
} from '../../rules/index.js';

// Journal DOI suffixes spell the issue: <code>[.<year>].<vol>[.<n>].issue-<issue> for a table of
// contents, <code>[.<year>].<vol>.<issue>.<page> for an article.
const ISSUE_SUFFIX =
  '(?<code>[a-z][a-z0-9]*?)(?:\\.(?<year>(?:19|20)[0-9]{2}))?\\.(?<vol>[0-9]+)(?:\\.[0-9]+)?\\.issue-(?<issue>[0-9a-z-]+)';
const ARTICLE_SUFFIX =
  '(?<code>[a-z][a-z0-9]*?)(?:\\.(?<year>(?:19|20)[0-9]{2}))?\\.(?<vol>[0-9]+)\\.(?<issue>[0-9a-z-]+)\\.(?<page>[0-9]+[a-z]*)';
// Books: a DOI (or a bare `j.ctt…` id, DOI prefix 10.2307) plus an optional `.<chapter>`.
const BOOK_ID = '(?<book>(?:j\\.)?[^./]+)(?:\\.(?<chapter>[0-9]+))?';
const DOI_PREFIX = '(?<prefix>10\\.[0-9]{4,9})';

const journalFields: Fields = {
  mime: 'HTML',
  doi: '{doi}',
  unitid: '{suffix}',
  ...journalIssue({ year: '{year}' }),
};

const bookDoi = '{prefix}/{book}';
const bookFields: Fields = {
  rtype: pick(has('{chapter}'), 'BOOK_SECTION', 'TOC'),
  mime: 'HTML',
  doi: bookDoi,
  unitid: join('.', bookDoi, '{chapter}'),
  title_id: bookDoi,
  print_identifier: extract('{book}', /97[89][0-9]{10}/),
};

export default definePlatform({
  name: 'jstor',
  longName: 'JSTOR',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53fc4d80b8ef26c42570eafa',
  publisherName: 'ITHAKA',
  status: 'stable',
  domains: ['www.jstor.org', 'about.jstor.org'],
  rules: [
    {
      path: new RegExp(`^/stable/(?<doi>10\\.[0-9]{4,9}/(?<suffix>${ISSUE_SUFFIX}))$`, 'i'),
      fields: { ...journalFields, rtype: 'TOC' },
    },
    {
      path: new RegExp(
        `^/stable/(?<pdf>pdf/)?(?<doi>10\\.[0-9]{4,9}/(?<suffix>${ARTICLE_SUFFIX}))(?:\\.pdf)?$`,
        'i',
      ),
      fields: {
        ...journalFields,
        rtype: 'ARTICLE',
        mime: lookup('{pdf}', { 'pdf/': 'PDF' }, 'HTML'),
        first_page: int('{page}'),
      },
    },
    // Article PDFs by stable id carry JSTOR's own DOI prefix.
    {
      path: /^\/stable\/(?:pdf|pdfplus)\/(?<id>[0-9]+)\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        doi: '10.2307/{id}',
        unitid: '{id}',
        title_id: '{id}',
      },
    },
    {
      path: new RegExp(`^/stable/${DOI_PREFIX}/${BOOK_ID}$`, 'i'),
      fields: bookFields,
    },
    {
      path: /^\/stable\/(?<book>j\.[^./]+)(?:\.(?<chapter>[0-9]+))?$/i,
      fields: {
        ...bookFields,
        doi: '10.2307/{book}',
        unitid: join('.', '10.2307/{book}', '{chapter}'),
        title_id: '10.2307/{book}',
      },
    },
    // Research reports: <report>.<section>.
    {
      path: /^\/stable\/(?<report>[a-z]+[0-9]+)\.(?<section>[0-9]+)$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        unitid: '{report}.{section}',
        title_id: '{report}',
      },
    },
    // Issues (i…) and e-collections (e…).
    {
      path: /^\/stable\/(?<id>[ie][0-9]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/stable\/(?<kind>info|view)\/(?<id>[0-9]+)$/i,
      fields: {
        rtype: lookup('{kind}', { info: 'ABS', view: 'PREVIEW' }),
        mime: 'HTML',
        unitid: '{id}',
        title_id: '{id}',
      },
    },
    // A bare stable id may be an article or a whole item: the reference leaves rtype out.
    {
      path: /^\/stable\/(?<id>[0-9]+)$/i,
      fields: { mime: 'HTML', unitid: '{id}', title_id: '{id}' },
    },
    {
      path: /^\/journal\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}', title_id: '{code}' },
    },
    {
      path: /^\/openurl$/i,
      fields: {
        rtype: 'OPENURL',
        mime: 'HTML',
        print_identifier: '{q.issn}',
        vol: '{q.volume}',
        issue: '{q.issue}',
        first_page: '{q.spage}',
        publication_date: '{q.date}',
      },
    },
    { path: /^\/action\/doBasicSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
