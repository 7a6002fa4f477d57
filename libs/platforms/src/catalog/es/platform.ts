import type { Fields } from '../../rules/index.js';
import { definePlatform, extract, firstOf, issueFields, lookup, lower } from '../../rules/index.js';

// Endocrine Society DOIs: 10.1210/<code>.<year>-<n> for articles, 10.1210/<series>.<ISBN>[.chN] for books.
const ARTICLE_SUFFIX = /^(?<code>[a-z]+)\.(?<year>[0-9]{4})-/i;
const BOOK_SUFFIX = /^[a-z0-9]+\.(?<isbn>97[89][0-9]{10})/i;
const KIND_RTYPE = {
  abs: 'ABS',
  full: 'ARTICLE',
  pdf: 'ARTICLE',
  pdfplus: 'ARTICLE',
  figure: 'FIGURE',
  suppl: 'SUPPL',
  citedby: 'RECORD_VIEW',
  ref: 'RECORD_VIEW',
};
const KIND_MIME = { full: 'HTML', pdf: 'PDF', pdfplus: 'PDFPLUS' };

const doiFields: Fields = {
  doi: '{doi}',
  unitid: '{suffix}',
  title_id: firstOf(
    extract('{suffix}', ARTICLE_SUFFIX, 'code'),
    extract('{suffix}', BOOK_SUFFIX, 'isbn'),
  ),
  publication_date: extract('{suffix}', ARTICLE_SUFFIX, 'year'),
};

export default definePlatform({
  name: 'es',
  longName: 'Endocrine Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5435183c6d9da5c2aca4b48c',
  publisherName: 'Endocrine Society',
  status: 'beta',
  domains: ['www.endocrine.org', 'press.endocrine.org'],
  rules: [
    {
      path: /^\/doi\/(?<kind>abs|full|pdf|pdfplus|figure|suppl|citedby|ref)\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+))$/i,
      fields: {
        ...doiFields,
        rtype: lookup(lower('{kind}'), KIND_RTYPE),
        mime: lookup(lower('{kind}'), KIND_MIME, 'MISC'),
      },
    },
    // A bare book DOI is the book's table of contents.
    {
      path: /^\/doi\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+))$/i,
      fields: { ...doiFields, rtype: 'TOC', mime: 'MISC' },
    },
    {
      path: /^\/toc\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)$/i,
      fields: issueFields('TOC', 'MISC', 'toc/{code}/{vol}/{issue}'),
    },
    {
      path: /^\/(?:journal|loi)\/(?<code>[a-z0-9]+)$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: 'journal/{code}' },
    },
  ],
});
