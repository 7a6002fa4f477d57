import { issueFields } from '../fields.js';
import { extract, lookup } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';
import {
  SILVERCHAIR_KIND_MIME,
  SILVERCHAIR_KIND_RTYPE,
  silverchairChapterPdfRule,
  silverchairDoiArticleRule,
  silverchairIssueArticleRule,
  silverchairIssueTocRule,
  silverchairSearchRule,
} from './silverchair-shapes.family.js';

/** Variants among Silverchair-hosted publishers (academic.oup.com, jamanetwork.com, read.dukeupress.edu …). */
export interface SilverchairOptions {
  /** Fields added to every recognised page (e.g. db_id and publisher_name derived from the host). */
  siteFields?: Fields;
}

const firstHostLabel = extract('{url.hostname}', /^[^.]+/);

/**
 * The Silverchair URL grammar: volume/issue/page article paths, `article/doi/<DOI>/<id>`, book
 * chapter PDFs, watermark PDF files, `/issue/<vol>/<issue>`, legacy `.aspx` pages and
 * `/data/Journals/<CODE>/…` PDFs, and search pages. Platforms put their own rules first to override.
 */
export function silverchairRules(options: SilverchairOptions = {}): Rule[] {
  const site = options.siteFields ?? {};
  const rtype = SILVERCHAIR_KIND_RTYPE;
  const mime = SILVERCHAIR_KIND_MIME;
  return [
    silverchairChapterPdfRule({
      file: '(?<isbn>97[89][0-9]{10})[-_](?<chapter>[0-9a-z]+)',
      fields: {
        ...site,
        rtype: 'BOOK_CHAPTER',
        mime: 'PDF',
        online_identifier: '{isbn}',
        chapter: '{chapter}',
        unitid: '{id}',
      },
    }),
    silverchairDoiArticleRule({
      site: true,
      fields: { ...site, rtype, mime, title_id: '{journal}', doi: '{doi}', unitid: '{id}' },
    }),
    silverchairIssueArticleRule({
      site: true,
      fields: {
        ...site,
        ...issueFields(rtype, mime, '{id}', { code: '{journal}' }),
        first_page: '{page}',
      },
    }),
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
    silverchairIssueTocRule(
      {
        ...site,
        rtype: 'TOC',
        mime: 'MISC',
        title_id: '{journal}',
        vol: '{vol}',
        issue: '{issue}',
      },
      true,
    ),
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
    silverchairSearchRule(site),
  ];
}
