/** A normalised URL and its domain (absent for relative URLs). */
export interface NormalizedUrl {
  url: string;
  domain: string | undefined;
}

const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//;

/**
 * Normalises a logged URL as the reference does: `/http/host/…` (BiblioPAM) becomes
 * `http://host/…`, a URL without scheme gets `http://`, the domain is the lower-cased hostname
 * without port or credentials, and a relative URL (`/path`) keeps no domain.
 */
export function normalizeUrl(raw: string): NormalizedUrl {
  const url = completeUrl(raw);
  return { url, domain: url.charCodeAt(0) === 47 ? undefined : readDomain(url) };
}

/** The URL with `/http/` rewritten and a missing scheme added; relative URLs are returned as is. */
export function completeUrl(raw: string): string {
  let url = raw;
  if (url.startsWith('http://') || url.startsWith('https://')) {
    return url;
  }
  if (url.startsWith('/http/') || url.startsWith('/https/')) {
    url = url.startsWith('/http/') ? `http://${url.slice(6)}` : `https://${url.slice(7)}`;
  } else if (url.charCodeAt(0) !== 47 /* '/' */ && !SCHEME.test(url)) {
    url = `http://${url}`;
  }
  return url;
}

const CODE_COLON = 58;
const CODE_SLASH = 47;
const CODE_QUESTION = 63;
const CODE_HASH = 35;
const CODE_BACKSLASH = 92;
const CODE_AT = 64;
const CODE_OPEN_BRACKET = 91;
const CODE_CLOSE_BRACKET = 93;

/** Where the authority of `url` starts (just after `scheme://`), or -1 without `://`. */
function authorityStart(url: string): number {
  let i = 0;
  for (; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === CODE_COLON) {
      break;
    }
    if (code === CODE_SLASH || code === CODE_QUESTION || code === CODE_HASH) {
      return -1;
    }
  }
  if (url.charCodeAt(i + 1) !== CODE_SLASH || url.charCodeAt(i + 2) !== CODE_SLASH) {
    return -1;
  }
  return i + 3;
}

/** Where the host of `url` starts (after `scheme://` and any `user@`), or -1 without `://`. */
function hostStart(url: string): number {
  const start = authorityStart(url);
  if (start === -1) {
    return -1;
  }
  // Credentials end at the first `@` met before the path, query or fragment.
  for (let k = start; k < url.length; k++) {
    const code = url.charCodeAt(k);
    if (code === CODE_AT) {
      return k + 1;
    }
    if (endsAuthority(code)) {
      break;
    }
  }
  return start;
}

/** Whether `code` ends the authority (`/` `?` `#` `\`). */
function endsAuthority(code: number): boolean {
  return (
    code === CODE_SLASH || code === CODE_QUESTION || code === CODE_HASH || code === CODE_BACKSLASH
  );
}

/** Whether `code` ends a host name (`:` port, or the end of the authority). */
function endsHost(code: number): boolean {
  return code === CODE_COLON || endsAuthority(code);
}

/**
 * Lower-cased hostname of an absolute URL, without port, credentials or IPv6 brackets: the host
 * of `scheme://[user@](host | [ipv6])…`, read with a scan rather than a regex because every line
 * asks for it. The usual `scheme://host[:port]/…` is read in one pass over the authority;
 * credentials and IPv6 brackets take the general path.
 */
export function readDomain(url: string): string | undefined {
  const start = authorityStart(url);
  if (start === -1) {
    return undefined;
  }
  if (url.charCodeAt(start) === CODE_OPEN_BRACKET) {
    return readDomainFrom(url, hostStart(url));
  }
  let colon = -1;
  let upper = false;
  let end = start;
  for (; end < url.length; end++) {
    const code = url.charCodeAt(end);
    if (endsAuthority(code)) {
      break;
    }
    if (code === CODE_AT) {
      return readDomainFrom(url, hostStart(url));
    }
    if (colon === -1) {
      if (code === CODE_COLON) {
        colon = end;
      } else if (code >= 65 && code <= 90) {
        upper = true;
      }
    }
  }
  const hostEnd = colon === -1 ? end : colon;
  if (hostEnd === start) {
    return undefined;
  }
  const host = url.slice(start, hostEnd);
  return upper ? host.toLowerCase() : host;
}

/** The general case of {@link readDomain}, from the host's first character. */
function readDomainFrom(url: string, start: number): string | undefined {
  let from = start;
  let end = start;
  if (url.charCodeAt(start) === CODE_OPEN_BRACKET) {
    // `[ipv6]`, unless something ends the host before the closing bracket.
    let k = start + 1;
    while (k < url.length) {
      const code = url.charCodeAt(k);
      if (
        code === CODE_CLOSE_BRACKET ||
        code === CODE_SLASH ||
        code === CODE_QUESTION ||
        code === CODE_HASH ||
        code === CODE_BACKSLASH
      ) {
        break;
      }
      k++;
    }
    if (url.charCodeAt(k) === CODE_CLOSE_BRACKET) {
      // `[]` is a host, an empty one.
      if (k === start + 1) {
        return '';
      }
      from = start + 1;
      end = k;
    }
  }
  if (end === start) {
    while (end < url.length && !endsHost(url.charCodeAt(end))) {
      end++;
    }
    if (end > start && from === start && url.charCodeAt(start) === CODE_OPEN_BRACKET) {
      // An unclosed `[…` loses its first and last characters, as it always has.
      from = start + 1;
      end -= 1;
      if (end <= from) {
        return '';
      }
    }
  }
  if (end === from) {
    return undefined;
  }
  for (let k = from; k < end; k++) {
    const code = url.charCodeAt(k);
    if (code >= 65 && code <= 90) {
      return url.slice(from, end).toLowerCase();
    }
  }
  return url.slice(from, end);
}
