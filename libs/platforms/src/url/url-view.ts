import { parse as parseQueryString } from 'node:querystring';
import { parseLegacyUrl } from '@sillage/log-parser/legacy-url';
import type { UrlWithParsedQuery } from 'node:url';
import { readQueryParam } from './query-param.js';

/** Query parameters as the legacy `url.parse(url, true)` gives them (repeated keys become arrays). */
export type QueryParams = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The parts of a log URL that rules read, with exactly the values the reference parsers see after
 * `decodeURIComponent` then legacy `url.parse(url, true)`.
 */
export interface UrlView {
  /** The URL after the single `decodeURIComponent`. */
  readonly decoded: string;
  readonly protocol: string | null;
  /** Lower-cased host name without port; null when the URL has no scheme. */
  readonly hostname: string | null;
  /** Host name with port, as legacy `url.parse` gives it. */
  readonly host: string | null;
  /** Legacy pathname: `' " < > \` ^ { | }` and space re-escaped, `\` turned into `/`. */
  readonly pathname: string | null;
  /** `?…` including the question mark, or null. */
  readonly search: string | null;
  /** `#…` including the hash sign, or null. */
  readonly hash: string | null;
  /** Parsed lazily on first read; values percent-decoded a second time, `+` as space. */
  readonly query: QueryParams;
}

const EMPTY_QUERY: QueryParams = Object.freeze(Object.create(null) as Record<string, string>);

/*
 * Legacy `url.parse` rewrites a URL only when it holds one of these characters (auto-escaped,
 * backslash rewritten, or whitespace trimmed). A URL without them, with a plain
 * `http(s)://host[:port]` start, is split by the fast path below exactly as `url.parse` does;
 * anything else goes through `url.parse` itself.
 */
const REWRITTEN_CHARS = /[\t\n\r\f "'<>\\^`{|}\u00a0\ufeff]/;
/*
 * Of those, the ones legacy `url.parse` only percent-escapes after the host (its `autoEscapeStr`,
 * upper-case hex). A URL whose other rewritten characters are absent and that does not end in
 * whitespace (trimmed) keeps the fast path, split from its escaped form.
 */
const NOT_ONLY_ESCAPED = /[\t\n\r\f\\\u00a0\ufeff]/;
const AUTO_ESCAPED = /[ "'<>^`{|}]/g;
const AUTO_ESCAPES: Readonly<Record<string, string>> = {
  ' ': '%20',
  '"': '%22',
  "'": '%27',
  '<': '%3C',
  '>': '%3E',
  '^': '%5E',
  '`': '%60',
  '{': '%7B',
  '|': '%7C',
  '}': '%7D',
};
const CODE_A = 97;
const CODE_Z = 122;
const CODE_0 = 48;
const CODE_9 = 57;
const CODE_DOT = 46;
const CODE_DASH = 45;
const CODE_COLON = 58;
const CODE_SLASH = 47;
const CODE_QUESTION = 63;
const CODE_HASH = 35;

/** End of a plain lower-case `http(s)://host[:port]` authority (index of the path start), or -1. */
function plainAuthorityEnd(url: string): { hostEnd: number; end: number } | null {
  let i: number;
  if (url.startsWith('http://')) {
    i = 7;
  } else if (url.startsWith('https://')) {
    i = 8;
  } else {
    return null;
  }
  let label = 0;
  for (; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (
      (code >= CODE_A && code <= CODE_Z) ||
      (code >= CODE_0 && code <= CODE_9) ||
      code === CODE_DASH
    ) {
      label += 1;
      if (label > 63) {
        return null;
      }
    } else if (code === CODE_DOT) {
      label = 0;
    } else {
      break;
    }
  }
  if (label === 0) {
    return null;
  }
  const hostEnd = i;
  if (i < url.length && url.charCodeAt(i) === CODE_COLON) {
    i += 1;
    const digits = i;
    while (i < url.length && url.charCodeAt(i) >= CODE_0 && url.charCodeAt(i) <= CODE_9) {
      i += 1;
    }
    if (i === digits) {
      return null;
    }
  }
  if (i < url.length) {
    const code = url.charCodeAt(i);
    if (code !== CODE_SLASH && code !== CODE_QUESTION && code !== CODE_HASH) {
      return null;
    }
  }
  return { hostEnd, end: i };
}

function hexValue(code: number): number {
  if (code >= CODE_0 && code <= CODE_9) {
    return code - CODE_0;
  }
  const lower = code | 0x20;
  return lower >= CODE_A && lower <= 102 ? lower - CODE_A + 10 : -1;
}

/**
 * `decodeURIComponent(raw)` when every escape is a well-formed ASCII one (`%2F`, `%3D`…), else
 * null (the native decoder then decodes or throws): V8's decoder costs ~650 ns a URL here, and
 * most escaped log URLs only escape ASCII. `first` is the index of the first `%`.
 */
function decodeAsciiEscapes(raw: string, first: number): string | null {
  let out = '';
  let last = 0;
  let at = first;
  while (at !== -1) {
    const high = hexValue(raw.charCodeAt(at + 1));
    const low = hexValue(raw.charCodeAt(at + 2));
    if (high < 0 || high > 7 || low < 0) {
      return null;
    }
    out += raw.slice(last, at) + String.fromCharCode(high * 16 + low);
    last = at + 3;
    at = raw.indexOf('%', last);
  }
  return out + raw.slice(last);
}

/**
 * `url` with legacy `url.parse`'s auto-escapes applied after `end` (the authority's end), or null
 * when it holds a character legacy rewrites otherwise (backslash, tab, line break, NBSP, BOM) or
 * ends in whitespace, which legacy trims.
 */
function autoEscapedAfter(url: string, end: number): string | null {
  const lastCode = url.charCodeAt(url.length - 1);
  if (lastCode <= 32 || NOT_ONLY_ESCAPED.test(url)) {
    return null;
  }
  return (
    url.slice(0, end) + url.slice(end).replace(AUTO_ESCAPED, (char) => AUTO_ESCAPES[char] ?? char)
  );
}

/**
 * One reusable view per recognizer: `reset` re-points it at a new URL and computes the rarely
 * read parts (search, hash, query) only on demand, so millions of lines create few objects.
 * Not to be kept after the call that received it.
 */
export class MutableUrlView implements UrlView {
  decoded = '';
  protocol: string | null = null;
  hostname: string | null = null;
  host: string | null = null;
  pathname: string | null = null;
  private fast = false;
  /** What the fast path slices its parts from: `decoded`, or it with legacy's auto-escapes. */
  private escaped = '';
  private queryAt = -1;
  private hashAt = -1;
  private legacySearch: string | null = null;
  private legacyHash: string | null = null;
  private parsedQuery: QueryParams | null = null;
  private queryText: string | null = null;
  // The last parameter read: consecutive rules often test the same one (`_ob`) of a long query.
  private lastParam: string | null = null;
  private lastParamValue: string | string[] | undefined = undefined;
  private legacy: UrlWithParsedQuery | null = null;

  get search(): string | null {
    if (!this.fast) {
      return this.legacySearch;
    }
    if (this.queryAt === -1) {
      return null;
    }
    return this.escaped.slice(this.queryAt, this.hashAt === -1 ? undefined : this.hashAt);
  }

  get hash(): string | null {
    if (!this.fast) {
      return this.legacyHash;
    }
    return this.hashAt === -1 ? null : this.escaped.slice(this.hashAt);
  }

  get query(): QueryParams {
    if (this.parsedQuery === null) {
      const search = this.search;
      this.parsedQuery = search === null ? EMPTY_QUERY : parseQueryString(search.slice(1));
    }
    return this.parsedQuery;
  }

  /**
   * One query parameter, read straight from the query text (querystring's exact decoding) unless
   * the whole query was already parsed: rules test a parameter or two of queries with many.
   */
  queryParam(name: string): string | string[] | undefined {
    if (this.parsedQuery !== null || !this.fast) {
      return this.query[name];
    }
    if (this.queryAt === -1) {
      return undefined;
    }
    if (name === this.lastParam) {
      return this.lastParamValue;
    }
    this.queryText ??= this.escaped.slice(
      this.queryAt + 1,
      this.hashAt === -1 ? undefined : this.hashAt,
    );
    const value = readQueryParam(this.queryText, name);
    this.lastParam = name;
    this.lastParamValue = value;
    return value;
  }

  /** The full legacy `url.parse(decoded, true)` object, built on demand (packs need every property). */
  legacyParse(): UrlWithParsedQuery {
    this.legacy ??= parseLegacyUrl(this.decoded, true);
    return this.legacy;
  }

  /** Points the view at `rawUrl`; returns false when `decodeURIComponent` fails (the reference then yields `{}`). */
  reset(rawUrl: string): boolean {
    this.parsedQuery = null;
    this.queryText = null;
    this.lastParam = null;
    this.legacy = null;
    let decoded = rawUrl;
    const percent = rawUrl.indexOf('%');
    if (percent !== -1) {
      try {
        decoded = decodeAsciiEscapes(rawUrl, percent) ?? decodeURIComponent(rawUrl);
      } catch {
        return false;
      }
    }
    this.decoded = decoded;
    const authority = plainAuthorityEnd(decoded);
    if (authority === null) {
      this.fillFromLegacy(parseLegacyUrl(decoded, true));
      return true;
    }
    let escaped = decoded;
    if (REWRITTEN_CHARS.test(decoded)) {
      const autoEscaped = autoEscapedAfter(decoded, authority.end);
      if (autoEscaped === null) {
        this.fillFromLegacy(parseLegacyUrl(decoded, true));
        return true;
      }
      escaped = autoEscaped;
    }
    this.escaped = escaped;
    this.fast = true;
    this.protocol = escaped.charCodeAt(4) === CODE_COLON ? 'http:' : 'https:';
    const hostStart = this.protocol.length + 2;
    this.hostname = escaped.slice(hostStart, authority.hostEnd);
    this.host =
      authority.end === authority.hostEnd ? this.hostname : escaped.slice(hostStart, authority.end);
    const restStart = authority.end;
    const hashAt = escaped.indexOf('#', restStart);
    const queryAt = escaped.indexOf('?', restStart);
    this.hashAt = hashAt;
    this.queryAt = queryAt !== -1 && (hashAt === -1 || queryAt < hashAt) ? queryAt : -1;
    const pathEnd = this.queryAt !== -1 ? this.queryAt : hashAt !== -1 ? hashAt : escaped.length;
    this.pathname = pathEnd > restStart ? escaped.slice(restStart, pathEnd) : '/';
    return true;
  }

  private fillFromLegacy(parsed: UrlWithParsedQuery): void {
    this.fast = false;
    this.legacy = parsed;
    this.protocol = parsed.protocol;
    this.hostname = parsed.hostname;
    this.host = parsed.host;
    this.pathname = parsed.pathname;
    this.legacySearch = parsed.search;
    this.legacyHash = parsed.hash;
    this.parsedQuery = parsed.query;
  }
}

/** Decodes then splits `rawUrl` like the reference; null when the URL does not decode. */
export function prepareUrl(rawUrl: string): UrlView | null {
  const view = new MutableUrlView();
  return view.reset(rawUrl) ? view : null;
}
