import { issueFields, titleToc } from '../fields.js';
import { lookup } from '../helpers.js';
import type { Fields, Mime, Rule } from '../rule.types.js';

/** Variants among Atypon/Literatum-hosted publishers (pubs.acs.org, tandfonline.com, journals.sagepub.com …). */
export interface AtyponOptions {
  /** unitid of a DOI page: the DOI suffix (default) or the whole DOI. */
  unitid?: 'suffix' | 'doi';
  /** mime of tables of contents (`/toc/…`, `/loi/…`, `/journal/…`); default HTML. */
  tocMime?: Mime;
  /** Extra fields on every DOI page (e.g. a title_id derived from the DOI). */
  doiFields?: Fields;
  /** Extra fields on every table of contents (`/toc/…`, `/loi/…`, `/journal/…`). */
  tocFields?: Fields;
  /** Fields merged over `/toc/<code>/<vol>/<issue>` pages (set one to undefined to drop it). */
  issueTocFields?: Fields;
}

// `/doi/<keyword>/<DOI>` keywords → rtype and mime. A bare `/doi/<DOI>` is the full text in HTML.
const KIND_RTYPE: Readonly<Record<string, string>> = {
  abs: 'ABS',
  abstract: 'ABS',
  full: 'ARTICLE',
  fulltext: 'ARTICLE',
  fullHtml: 'ARTICLE',
  pdf: 'ARTICLE',
  pdfplus: 'ARTICLE',
  pdfdirect: 'ARTICLE',
  epdf: 'ARTICLE',
  epdfplus: 'ARTICLE',
  epub: 'ARTICLE',
  reader: 'ARTICLE',
  ref: 'REF',
  suppl: 'SUPPL',
  suppl_file: 'SUPPL',
  figure: 'FIGURE',
  'reader/figures': 'FIGURE',
  book: 'BOOK',
};
const KIND_MIME: Readonly<Record<string, string>> = {
  pdf: 'PDF',
  pdfplus: 'PDFPLUS',
  pdfdirect: 'PDF',
  epdf: 'PDF',
  epdfplus: 'PDFPLUS',
  epub: 'EPUB',
  'reader/figures': 'JPEG',
  suppl: 'MISC',
  suppl_file: 'MISC',
};

const DOI = '(?<doi>(?<prefix>10\\.[0-9]{4,9})/(?<suffix>[^?#]+?))/?';

/**
 * The Atypon URL grammar: `/doi/{abs,full,pdf,pdfplus,epdf,epub,figure,…}/<DOI>`, `/doi/<DOI>`,
 * `/toc/<code>/<vol>/<issue>`, `/toc/<code>/current`, `/loi/<code>`, `/journal/<code>`,
 * `/action/doSearch`. Platforms put their own rules before these to override one shape.
 */
export function atyponRules(options: AtyponOptions = {}): Rule[] {
  const unitid = options.unitid === 'doi' ? '{doi}' : '{suffix}';
  const tocMime = options.tocMime ?? 'HTML';
  return [
    {
      path: new RegExp(`^/doi/(?<kind>${Object.keys(KIND_RTYPE).join('|')})/${DOI}$`, 'i'),
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME, 'HTML'),
        doi: '{doi}',
        unitid,
        ...options.doiFields,
      },
    },
    {
      path: new RegExp(`^/doi/${DOI}$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', unitid, ...options.doiFields },
    },
    {
      path: /^\/toc\/(?<code>[^/]+)\/(?<vol>[^/]+)\/(?<issue>[^/]+)\/?$/i,
      fields: {
        ...issueFields('TOC', tocMime, '{code}/{vol}/{issue}'),
        ...options.tocFields,
        ...options.issueTocFields,
      },
    },
    {
      path: /^\/(?:toc|loi|journal)\/(?<code>[^/]+)(?:\/current)?\/?$/i,
      fields: { ...titleToc(), mime: tocMime, ...options.tocFields },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ];
}
