import {
  silverchairDoiArticleRule,
  silverchairIssueArticleRule,
  silverchairSearchRule,
} from '../../rules/families/silverchair-shapes.family.js';
import type { Fields } from '../../rules/index.js';
import { definePlatform, doiItem, extract, lookup, lower } from '../../rules/index.js';

// Emerald DOIs: 10.1108/S<ISSN>(<year>)… for book series volumes, <CODE>-<mm>-<yyyy>-<n> for
// recent journal articles, a bare number for older ones.
const SERIES_DOI = /^S(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\(?(?<year>[0-9]{4})/i;
const JOURNAL_DOI = /^(?<code>[a-z]+)-[0-9]{2}-[0-9]{4}-[0-9]+$/i;
const KIND = {
  abs: ['ABS', 'MISC'],
  full: ['ARTICLE', 'HTML'],
  pdf: ['ARTICLE', 'PDF'],
  pdfplus: ['ARTICLE', 'PDFPLUS'],
  epub: ['ARTICLE', 'MISC'],
  book: ['BOOKSERIE', 'MISC'],
} as const;

const legacyDoiFields: Fields = {
  rtype: lookup(
    lower('{kind}'),
    Object.fromEntries(Object.entries(KIND).map(([k, v]) => [k, v[0]])),
  ),
  mime: lookup(
    lower('{kind}'),
    Object.fromEntries(Object.entries(KIND).map(([k, v]) => [k, v[1]])),
  ),
  doi: '{doi}',
  unitid: '{suffix}',
  online_identifier: extract('{suffix}', SERIES_DOI, 'issn'),
  publication_date: extract('{suffix}', SERIES_DOI, 'year'),
  title_id: extract('{suffix}', JOURNAL_DOI, 'code'),
};

export default definePlatform({
  name: 'emerald',
  longName: 'Emerald management ejournals archives et Business',
  docUrl: 'http://analyses.ezpaarse.org/platforms/55ade47b71cefcdbc44cc523',
  status: 'beta',
  domains: ['www.emeraldinsight.com', 'www.emerald.com'],
  rules: [
    // emeraldinsight.com (Atypon era).
    {
      path: /^\/doi\/(?<kind>abs|full|pdf|pdfplus|epub|book)\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+))$/i,
      fields: legacyDoiFields,
    },
    {
      path: /^\/series\/(?<code>[a-z0-9]+)$/i,
      fields: { rtype: 'BOOKSERIE', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
    {
      path: /^\/loi\/(?<code>[a-z0-9]+)$/i,
      fields: { mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
    {
      path: /^\/toc\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}/{vol}/{issue}' },
    },
    // emerald.com/insight (2019-2025).
    {
      path: /^\/insight\/content\/doi\/(?<doi>10\.[0-9]{4,}\/(?<suffix>[^/]+))\/full\/(?<format>html|pdf)$/i,
      fields: {
        ...doiItem('ARTICLE', lookup(lower('{format}'), { html: 'HTML', pdf: 'PDF' })),
      },
    },
    {
      path: /^\/insight\/publication\/issn\/(?<issn>[0-9]{4}-[0-9]{3}[0-9X])\/vol\/(?<vol>[0-9]+)\/iss\/(?<issue>[0-9]+)$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        online_identifier: '{issn}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{issn}/vol/{vol}/iss/{issue}',
      },
    },
    // emerald.com (2025 onwards, on Silverchair).
    silverchairIssueArticleRule({
      kinds: ['article-pdf'],
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        vol: '{vol}',
        issue: '{issue}',
        first_page: '{page}',
        unitid: '{id}',
      },
    }),
    silverchairDoiArticleRule({
      kinds: ['article-pdf'],
      fields: { rtype: 'ARTICLE', mime: 'PDF', doi: '{doi}', unitid: '{id}' },
    }),
    silverchairDoiArticleRule({
      kinds: ['article'],
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid: '{id}', title_id: '{slug}' },
    }),
    {
      path: /^\/books\/collection\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    silverchairSearchRule({}, 'root'),
  ],
});
