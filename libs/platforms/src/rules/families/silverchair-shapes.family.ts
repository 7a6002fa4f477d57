import type { Fields, Rule } from '../rule.types.js';
import { lookup } from '../helpers.js';
import { capturesRead, groupIfRead } from './shape-groups.js';

// The path shapes of the Silverchair grammar, one builder each; silverchairRules (silverchair.family.ts)
// and the Silverchair-hosted platforms that report the pages their own way are built from them.

/**
 * One shape of the Silverchair grammar as a platform reports it: the `<kind>` keywords it accepts
 * (captured as `{kind}`; default the shape's whole list) and its fields. Silverchair publishers
 * share the paths but the reference reports them differently, so each platform gives its fields
 * while the paths stay here, once. A shape names only the captures its fields read (shape-groups).
 */
export interface SilverchairShape {
  kinds?: readonly string[];
  fields: Fields;
  /** A site segment may come before the journal (`/<society>/<journal>/…` on pubs.aip.org). */
  site?: boolean;
}

const ARTICLE_KINDS = ['article', 'article-abstract', 'article-pdf'];
// `advance-article[-pdf]` (ahead of print, academic.oup.com) only where a platform lists it.
const KIND_RTYPE = {
  article: 'ARTICLE',
  'article-abstract': 'ABS',
  'article-pdf': 'ARTICLE',
  'advance-article': 'ARTICLE',
  'advance-article-pdf': 'ARTICLE',
};
const KIND_MIME = { 'article-pdf': 'PDF', 'advance-article-pdf': 'PDF' };
/** rtype of an article `{kind}`: ABS for `article-abstract`, ARTICLE otherwise. */
export const SILVERCHAIR_KIND_RTYPE = lookup('{kind}', KIND_RTYPE);
/** mime of an article `{kind}`: PDF for `article-pdf`, HTML otherwise. */
export const SILVERCHAIR_KIND_MIME = lookup('{kind}', KIND_MIME, 'HTML');
// The start of a journal path: an optional site segment before the journal only where a platform
// has one (the optional group costs a retry on every URL).
function journalStart(site: boolean | undefined): string {
  return site === true ? '^/(?:[^/]+/)?' : '^/';
}
// The trailing slug or file name after the numeric article id.
function slugOf(reads: ReadonlySet<string>): string {
  return `(?:/${groupIfRead(reads, 'slug', '[^/]*')})?$`;
}

function kindsOf(shape: SilverchairShape, all: readonly string[]): string {
  return (shape.kinds ?? all).join('|');
}

/**
 * `/[<site>/]<journal>/<kind>/<vol>/<issue>/<page>/<id>[/<slug or file>]`: an article by its place
 * in an issue (never `<kind>/doi/…`, whatever the rule order). Captures `journal`, `kind`, `vol`,
 * `issue`, `page`, `id` (numeric), `slug`.
 */
export function silverchairIssueArticleRule(shape: SilverchairShape): Rule {
  const reads = capturesRead(shape.fields);
  const part = (name: string, source: string) => groupIfRead(reads, name, source);
  return {
    path: new RegExp(
      `${journalStart(shape.site)}${part('journal', '[^/]+')}/${part('kind', kindsOf(shape, ARTICLE_KINDS))}/(?!doi/)${part('vol', '[^/]+')}/${part('issue', '[^/]+')}/${part('page', '[^/]+')}/${part('id', '[0-9]+')}${slugOf(reads)}`,
      'i',
    ),
    fields: shape.fields,
  };
}

/** A DOI article shape; `doi` is the regex source of the DOI (may hold named groups such as `suffix`). */
export interface SilverchairDoiShape extends SilverchairShape {
  doi?: string;
}

/**
 * `/[<site>/]<journal>/<kind>/doi/<DOI>/<id>[/<slug or file>]`: an article by its DOI. Captures
 * `journal`, `kind`, `doi`, `id`, `slug` (and the groups of `doi`).
 */
export function silverchairDoiArticleRule(shape: SilverchairDoiShape): Rule {
  const doi = shape.doi ?? '10\\.[0-9]{4,9}/[^/]+';
  const reads = capturesRead(shape.fields);
  const part = (name: string, source: string) => groupIfRead(reads, name, source);
  return {
    path: new RegExp(
      `${journalStart(shape.site)}${part('journal', '[^/]+')}/${part('kind', kindsOf(shape, ARTICLE_KINDS))}/doi/${part('doi', doi)}/${part('id', '[0-9]+')}${slugOf(reads)}`,
      'i',
    ),
    fields: shape.fields,
  };
}

/** `/[<site>/]<journal>/issue/<vol>/<issue>`: an issue's table of contents. Captures `journal`, `vol`, `issue`. */
export function silverchairIssueTocRule(fields: Fields, site?: boolean): Rule {
  const reads = capturesRead(fields);
  const part = (name: string, source: string) => groupIfRead(reads, name, source);
  return {
    path: new RegExp(
      `${journalStart(site)}${part('journal', '[^/]+')}/issue/${part('vol', '[^/]+')}/${part('issue', '[^/]+')}/?$`,
      'i',
    ),
    fields,
  };
}

/**
 * `/[<site>/]search-results` (or `searchresults`): the search page. A platform whose searches are
 * all at the root says `'root'`: `/search-results` alone, a literal first segment that the rule
 * index skips for every other URL.
 */
export function silverchairSearchRule(fields: Fields = {}, where: 'root' | 'any' = 'any'): Rule {
  return {
    path: where === 'root' ? /^\/search-results\/?$/i : /^(?:\/[^/]+)?\/search-?results\/?$/i,
    fields: { rtype: 'SEARCH', mime: 'HTML', ...fields },
  };
}

/**
 * `/<site>/<book|monograph|…>/<book>/chapter[-abstract]/<chapter>[/<slug>]`: a book chapter page.
 * Captures `book`, `chapter`, `slug`.
 */
export function silverchairBookChapterRule(fields: Fields): Rule {
  return {
    path: /^\/[^/]+\/[a-z-]+\/(?<book>[0-9]+)\/chapter(?:-abstract)?\/(?<chapter>[0-9]+)(?:\/(?<slug>[^/]*))?$/i,
    fields,
  };
}

/** `/<site>/book/<book>/<slug>`: a book's landing page. Captures `book`, `slug`. */
export function silverchairBookRule(fields: Fields): Rule {
  return { path: /^\/[^/]+\/book\/(?<book>[0-9]+)\/(?<slug>[^/]+)$/i, fields };
}

/** A chapter PDF shape; `file` is the regex source of the file name without `.pdf`. */
export interface SilverchairChapterPdfShape {
  file?: string;
  fields: Fields;
}

/**
 * `/<site>/<book|monograph|edited-volume>/chapter-pdf/<id>/<file>.pdf`: a chapter (or front matter)
 * PDF. Captures `id` and, by default, `file`.
 */
export function silverchairChapterPdfRule(shape: SilverchairChapterPdfShape): Rule {
  const file = shape.file ?? '(?<file>[^/]+)';
  return {
    path: new RegExp(
      `^/[^/]+/(?:book|monograph|edited-volume)/chapter-pdf/(?<id>[0-9]+)/${file}\\.pdf$`,
      'i',
    ),
    fields: shape.fields,
  };
}

/** `/solr/searchresults.aspx`: the search page of the legacy ASP.NET sites. */
export const SILVERCHAIR_SOLR_SEARCH_RULE: Rule = {
  path: /^\/solr\/searchresults\.aspx$/i,
  fields: { rtype: 'SEARCH', mime: 'HTML' },
};

/** `/book.aspx?bookid=<book>`: a book on the legacy ASP.NET sites. Captures `book`. */
export function silverchairAspxBookRule(fields: Fields): Rule {
  return { path: /^\/book\.aspx$/i, query: { bookid: /^(?<book>[0-9]+)$/ }, fields };
}

/**
 * `/<page>.aspx?bookid=<book>&sectionid=<section>` (`content`, `chapter`): a book section on the
 * legacy ASP.NET sites. Captures `book`, `section`.
 */
export function silverchairAspxSectionRule(page: 'content' | 'chapter', fields: Fields): Rule {
  return {
    path: new RegExp(`^/${page}\\.aspx$`, 'i'),
    query: { bookid: /^(?<book>[0-9]+)$/, sectionid: /^(?<section>[0-9]+)$/ },
    fields,
  };
}
