import { issueFields } from '../fields.js';
import { extract, lookup } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';

/** Variants among Silverchair-hosted publishers (academic.oup.com, jamanetwork.com, read.dukeupress.edu …). */
export interface SilverchairOptions {
  /** Fields added to every recognised page (e.g. db_id and publisher_name derived from the host). */
  siteFields?: Fields;
}

// `/<journal>/<kind>/<vol>/<issue>/<first page>/<article id>/<slug or file>`.
const KIND_RTYPE = { article: 'ARTICLE', 'article-abstract': 'ABS', 'article-pdf': 'ARTICLE' };
const KIND_MIME = { 'article-pdf': 'PDF' };
const firstHostLabel = extract('{url.hostname}', /^[^.]+/);

/**
 * The Silverchair URL grammar: volume/issue/page article paths, `article/doi/<DOI>/<id>`, book
 * chapter PDFs, watermark PDF files, `/issue/<vol>/<issue>`, legacy `.aspx` pages and
 * `/data/Journals/<CODE>/…` PDFs, and search pages. Platforms put their own rules first to override.
 */
export function silverchairRules(options: SilverchairOptions = {}): Rule[] {
  const site = options.siteFields ?? {};
  return [
    {
      path: /^\/books\/(?:book|monograph|edited-volume)\/chapter-pdf\/(?<id>[0-9]+)\/(?<isbn>97[89][0-9]{10})[-_](?<chapter>[0-9a-z]+)\.pdf$/i,
      fields: {
        ...site,
        rtype: 'BOOK_CHAPTER',
        mime: 'PDF',
        online_identifier: '{isbn}',
        chapter: '{chapter}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?:[^/]+\/)?(?<journal>[^/]+)\/(?<kind>article|article-abstract|article-pdf)\/doi\/(?<doi>10\.[0-9]{4,9}\/[^/]+)\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: {
        ...site,
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        title_id: '{journal}',
        doi: '{doi}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?:[^/]+\/)?(?<journal>[^/]+)\/(?<kind>article|article-abstract|article-pdf)\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/(?<page>[^/]+)\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: {
        ...site,
        ...issueFields(lookup('{kind}', KIND_RTYPE), lookup('{kind}', KIND_MIME, 'HTML'), '{id}', {
          code: '{journal}',
        }),
        first_page: '{page}',
      },
    },
    {
      host: /^watermark\./i,
      path: /^\/(?<id>(?<isbn>97[89][0-9]{10})-[0-9a-z]+)\.pdf$/i,
      fields: {
        ...site,
        rtype: 'BOOK_CHAPTER',
        mime: 'PDF',
        online_identifier: '{isbn}',
        unitid: '{id}',
      },
    },
    {
      host: /^watermark\./i,
      path: /^\/(?<id>[^/]+)\.pdf$/i,
      fields: { ...site, rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/(?:[^/]+\/)?(?<journal>[^/]+)\/issue\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/?$/i,
      fields: {
        ...site,
        rtype: 'TOC',
        mime: 'MISC',
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
      },
    },
    // Legacy ASP.NET sites: the journal is the first host label (aja.pubs.asha.org).
    {
      path: /^\/issue\.aspx$/i,
      query: { issueid: /^(?<id>[0-9]+)$/i },
      fields: { ...site, rtype: 'TOC', mime: 'MISC', title_id: firstHostLabel, unitid: '{id}' },
    },
    {
      path: /^\/article\.aspx$/i,
      query: { articleid: /^(?<id>[0-9]+)$/i },
      fields: { ...site, rtype: 'ARTICLE', mime: 'HTML', title_id: firstHostLabel, unitid: '{id}' },
    },
    {
      path: /^\/article\.aspx$/i,
      query: { articleID: /^(?<id>[0-9]+)$/i },
      fields: { ...site, rtype: 'ARTICLE', mime: 'HTML', title_id: firstHostLabel, unitid: '{id}' },
    },
    {
      path: /^\/journals\/(?<journal>[^/]+)\/data\/Journals\/[^/]+\/[0-9]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { ...site, rtype: 'ARTICLE', mime: 'PDF', title_id: '{journal}', unitid: '{id}' },
    },
    {
      path: /^\/data\/Journals\/(?<journal>[^/]+)\/[0-9]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { ...site, rtype: 'ARTICLE', mime: 'PDF', title_id: '{journal}', unitid: '{id}' },
    },
    // JAMA-style `/journals/<journal>/<view>/<id>`.
    {
      path: /^\/journals\/(?<journal>[^/]+)\/(?<view>fullarticle|article-abstract|articlepdf)\/(?<id>[0-9]+)(?:\/[^/]*)?$/i,
      fields: {
        ...site,
        rtype: lookup('{view}', {
          fullarticle: 'ARTICLE',
          'article-abstract': 'ABS',
          articlepdf: 'ARTICLE',
        }),
        mime: lookup('{view}', { articlepdf: 'PDF' }, 'HTML'),
        title_id: '{journal}',
        unitid: '{id}',
      },
    },
    {
      path: /^(?:\/[^/]+)?\/search-?results$/i,
      fields: { ...site, rtype: 'SEARCH', mime: 'HTML' },
    },
  ];
}
