import { parseLegacyUrl } from './legacy-url.js';

/** A normalised URL and its domain (absent for relative URLs). */
export interface NormalizedUrl {
  url: string;
  domain: string | undefined;
}

/**
 * Normalises a logged URL as the reference does: a leading `/http/` (BiblioPAM) becomes
 * `http://`, a URL that is not relative and does not start with `http://` or `https://` (case
 * matters, as in the reference) gets `http://` in front, the domain is the hostname legacy
 * `url.parse` gives, and a relative URL (`/path`) keeps no domain.
 */
export function normalizeUrl(raw: string): NormalizedUrl {
  const url = completeUrl(raw);
  return { url, domain: url.charCodeAt(0) === 47 ? undefined : readDomain(url) };
}

/** The URL with `/http/` rewritten and a missing `http(s)://` added; relative URLs are kept. */
export function completeUrl(raw: string): string {
  if (raw.startsWith('http://') || raw.startsWith('https://')) {
    return raw;
  }
  const url = raw.startsWith('/http/') ? `http://${raw.slice(6)}` : raw;
  // `hhttp://host/…`, `HTTP://host/…` or `ftp://…` get the prefix too: the reference then
  // finds a host named `hhttp`, `http` or `ftp` (an unknown domain), and so do we.
  return url.charCodeAt(0) === 47 /* '/' */ || url.startsWith('http://') ? url : `http://${url}`;
}

const CODE_COLON = 58;
const CODE_SLASH = 47;
const CODE_QUESTION = 63;
const CODE_HASH = 35;
const CODE_DOT = 46;
const CODE_DASH = 45;
const CODE_UNDERSCORE = 95;
const CODE_PLUS = 43;

/** Longest host name and host label legacy `url.parse` keeps. */
const MAX_HOST = 255;
const MAX_LABEL = 63;

/**
 * The hostname legacy `url.parse(url).hostname` gives (what the reference takes as the domain),
 * or undefined when it gives none. The usual `http(s)://host[:port]` followed by `/`, `?`, `#`
 * or the end, with a host of letters, digits, `-`, `_`, `+` and dots, is read with one scan
 * (every line asks for it); anything else (credentials, IPv6, other characters, long labels…)
 * is left to legacy `url.parse` itself, so its rewriting rules apply exactly.
 */
export function readDomain(url: string): string | undefined {
  const start = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
  if (start !== -1) {
    const fast = plainHost(url, start);
    if (fast !== null) {
      return fast;
    }
  }
  let hostname: string | null;
  try {
    hostname = parseLegacyUrl(url).hostname;
  } catch {
    // Node refuses some hosts outright (ERR_INVALID_URL); the reference then has no domain.
    return undefined;
  }
  return hostname === null || hostname === '' ? undefined : hostname;
}

/** The lower-cased host of a plain authority at `start`, or null when it is not plain. */
function plainHost(url: string, start: number): string | null | undefined {
  let label = 0;
  let upper = false;
  let end = start;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (code === CODE_DOT) {
      label = 0;
      continue;
    }
    if (
      (code >= 97 && code <= 122) ||
      (code >= 48 && code <= 57) ||
      code === CODE_DASH ||
      code === CODE_UNDERSCORE ||
      code === CODE_PLUS
    ) {
      label += 1;
    } else if (code >= 65 && code <= 90) {
      label += 1;
      upper = true;
    } else {
      break;
    }
    if (label > MAX_LABEL) {
      return null;
    }
  }
  let after = end;
  if (url.charCodeAt(after) === CODE_COLON) {
    after += 1;
    while (url.charCodeAt(after) >= 48 && url.charCodeAt(after) <= 57) {
      after += 1;
    }
  }
  if (after < url.length) {
    const code = url.charCodeAt(after);
    if (code !== CODE_SLASH && code !== CODE_QUESTION && code !== CODE_HASH) {
      return null;
    }
  }
  if (end - start > MAX_HOST) {
    return null;
  }
  if (end === start) {
    return undefined;
  }
  const host = url.slice(start, end);
  return upper ? host.toLowerCase() : host;
}
