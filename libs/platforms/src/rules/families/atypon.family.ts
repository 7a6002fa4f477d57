import { issueFields, titleToc } from '../fields.js';
import { lookup } from '../helpers.js';
import { PlatformDefinitionError } from '../template.js';
import type { Fields, Mime, Rule } from '../rule.types.js';

/** Variants among Atypon/Literatum-hosted publishers (pubs.acs.org, tandfonline.com, journals.sagepub.com …). */
export interface AtyponOptions {
  /** unitid of a DOI page: the DOI suffix (default) or the whole DOI. */
  unitid?: 'suffix' | 'doi';
  /** rtype of a `/doi/<keyword>/` page where the platform departs from the family (`ref: 'RECORD_VIEW'`). */
  doiRtypes?: Readonly<Record<string, string>>;
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

/** `/action/doSearch`: the Atypon search page. */
export const ATYPON_SEARCH_RULE: Rule = {
  path: /^\/action\/doSearch$/i,
  fields: { rtype: 'SEARCH', mime: 'HTML' },
};

const DOI = '(?<doi>(?<prefix>10\\.[0-9]{4,9})/(?<suffix>[^?#]+?))/?';

/** Variants of the `/doi/<keyword>/<DOI>` pages alone (platforms that keep their own TOC rules). */
export interface AtyponDoiOptions {
  /** The keywords the platform knows, in the family's meaning unless overridden; default all. */
  kinds?: readonly string[];
  /** rtype of a keyword where the platform departs from the family (e.g. `ref: 'RECORD_VIEW'`). */
  rtypes?: Readonly<Record<string, string>>;
  /** mime of a keyword where the platform departs from the family (HTML when absent). */
  mimes?: Readonly<Record<string, string>>;
  /** unitid: the DOI suffix (default), the whole DOI, or none. */
  unitid?: 'suffix' | 'doi' | 'none';
  /** Also the bare `/doi/<DOI>` page (full text in HTML); default true. */
  bare?: boolean;
  /** Extra fields on every DOI page (e.g. a title_id derived from the DOI). */
  fields?: Fields;
}

/**
 * `/doi/<keyword>/<DOI>` and `/doi/<DOI>`: the DOI pages of the Atypon grammar. The keyword gives
 * rtype and mime from the family's tables, which a platform narrows (`kinds`) or overrides.
 */
export function atyponDoiRules(options: AtyponDoiOptions = {}): Rule[] {
  const kinds = options.kinds ?? Object.keys(KIND_RTYPE);
  const rtypes: Record<string, string> = {};
  const mimes: Record<string, string> = {};
  for (const kind of kinds) {
    const rtype = options.rtypes?.[kind] ?? KIND_RTYPE[kind];
    if (rtype === undefined) {
      throw new PlatformDefinitionError(`atypon /doi/${kind}/: no rtype; give it in rtypes`);
    }
    rtypes[kind] = rtype;
    const mime = options.mimes?.[kind] ?? KIND_MIME[kind];
    if (mime !== undefined) {
      mimes[kind] = mime;
    }
  }
  const unitid = { suffix: '{suffix}', doi: '{doi}', none: undefined }[options.unitid ?? 'suffix'];
  const doiFields: Fields = { doi: '{doi}', unitid, ...options.fields };
  const rules: Rule[] = [
    {
      path: new RegExp(`^/doi/(?<kind>${kinds.join('|')})/${DOI}$`, 'i'),
      fields: {
        rtype: lookup('{kind}', rtypes),
        mime: lookup('{kind}', mimes, 'HTML'),
        ...doiFields,
      },
    },
  ];
  if (options.bare !== false) {
    rules.push({
      path: new RegExp(`^/doi/${DOI}$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', ...doiFields },
    });
  }
  return rules;
}

/**
 * The Atypon URL grammar: `/doi/{abs,full,pdf,pdfplus,epdf,epub,figure,…}/<DOI>`, `/doi/<DOI>`,
 * `/toc/<code>/<vol>/<issue>`, `/toc/<code>/current`, `/loi/<code>`, `/journal/<code>`,
 * `/action/doSearch`. Platforms put their own rules before these to override one shape.
 */
export function atyponRules(options: AtyponOptions = {}): Rule[] {
  const tocMime = options.tocMime ?? 'HTML';
  return [
    ...atyponDoiRules({
      unitid: options.unitid,
      rtypes: options.doiRtypes,
      fields: options.doiFields,
    }),
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
    ATYPON_SEARCH_RULE,
  ];
}
