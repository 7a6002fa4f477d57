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
  if (url.startsWith('/http/') || url.startsWith('/https/')) {
    url = url.startsWith('/http/') ? `http://${url.slice(6)}` : `https://${url.slice(7)}`;
  } else if (url.charCodeAt(0) !== 47 /* '/' */ && !SCHEME.test(url)) {
    url = `http://${url}`;
  }
  return url;
}

// scheme://[userinfo@](host | [ipv6])… — the host is group 1.
const AUTHORITY_HOST = /^[^:/?#]*:\/\/(?:[^/?#\\@]*@)?(\[[^\]/?#\\]*\]|[^:/?#\\]*)/;
const UPPER_CASE = /[A-Z]/;

/** Lower-cased hostname of an absolute URL, without port, credentials or IPv6 brackets. */
export function readDomain(url: string): string | undefined {
  const match = AUTHORITY_HOST.exec(url);
  let host = match?.[1];
  if (host === undefined || host === '') {
    return undefined;
  }
  if (host.charCodeAt(0) === 91 /* '[' */) {
    host = host.slice(1, -1);
  }
  return UPPER_CASE.test(host) ? host.toLowerCase() : host;
}
