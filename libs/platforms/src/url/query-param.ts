import { parse as parseQueryString, unescape as unescapeQuery } from 'node:querystring';

// querystring.parse stops after this many pairs (its default `maxKeys`).
const MAX_PAIRS = 1000;

/**
 * The value(s) of one key of a query string (without `?`), exactly as
 * `querystring.parse(query)[name]` gives them, without building the whole object: rules test one
 * or two parameters of URLs that often carry twenty. Keys and values are `+`→space and
 * percent-decoded as querystring does (malformed escapes kept); repeated keys give an array.
 */
export function readQueryParam(query: string, name: string): string | string[] | undefined {
  if (query.length === 0) {
    return undefined;
  }
  const encoded = query.includes('%');
  const plus = query.includes('+');
  // A plain query that never spells the name cannot hold it.
  if (!encoded && !plus && !query.includes(name)) {
    return undefined;
  }
  // A name without `+`, space or `%` can only be spelt by a key without escapes as itself.
  const plainName = !name.includes('+') && !name.includes(' ') && !name.includes('%');
  let found: string | string[] | undefined;
  let pairs = 0;
  let start = 0;
  while (start <= query.length) {
    let end = query.indexOf('&', start);
    if (end === -1) {
      end = query.length;
    }
    // An empty pair between two `&` counts towards querystring's limit; a trailing one does not.
    if (end > start || end < query.length) {
      pairs += 1;
      if (pairs > MAX_PAIRS) {
        // Rare enough to hand over to querystring itself, which knows where it stops.
        return parseQueryString(query)[name];
      }
    }
    if (end > start) {
      const value = pairValue(query, start, end, name, encoded, plus, plainName);
      if (value !== undefined) {
        found =
          found === undefined
            ? value
            : typeof found === 'string'
              ? [found, value]
              : [...found, value];
      }
    }
    start = end + 1;
  }
  return found;
}

/** The decoded value of `query[start, end)` when its decoded key is `name`, else undefined. */
function pairValue(
  query: string,
  start: number,
  end: number,
  name: string,
  encoded: boolean,
  plus: boolean,
  plainName: boolean,
): string | undefined {
  let eq = query.indexOf('=', start);
  if (eq === -1 || eq > end) {
    eq = end;
  }
  const keyEscape = encoded ? escapeEnd(query, start, eq, false) : -1;
  if (keyEscape === -1 && plainName) {
    // Compared in place: most keys of a long query are not the one asked for, and slicing each
    // cost more than the rest of the scan.
    if (eq - start !== name.length || !query.startsWith(name, start)) {
      return undefined;
    }
  } else {
    let key = query.slice(start, eq);
    if (plus) {
      key = key.replaceAll('+', ' ');
    }
    if (keyEscape !== -1) {
      key = unescapeQuery(key);
    }
    if (key !== name) {
      return undefined;
    }
  }
  if (eq >= end) {
    return '';
  }
  let value = query.slice(eq + 1, end);
  if (plus) {
    value = value.replaceAll('+', ' ');
  }
  // querystring's quirk, kept: once the key holds one escape, a second escape in the key marks
  // the value as encoded too (its watcher for the value is already running).
  const valueEncoded =
    encoded &&
    ((keyEscape !== -1 && escapeEnd(query, keyEscape, eq, true) !== -1) ||
      escapeEnd(query, eq + 1, end, true) !== -1);
  return valueEncoded ? unescapeQuery(value) : value;
}

const CODE_PERCENT = 37;
const CODE_PLUS = 43;

function isHex(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

/**
 * Where the first `%XX` escape of `query[from, to)` ends (index after it), or -1: querystring
 * decodes a key or value only once it saw one (decoding anything else could change it: a lone
 * `é` would become U+FFFD). In values a `+` does not interrupt the `%XX` it watches for; in keys
 * it does.
 */
function escapeEnd(query: string, from: number, to: number, inValue: boolean): number {
  let seen = 0;
  for (let i = from; i < to; i += 1) {
    const code = query.charCodeAt(i);
    if (code === CODE_PERCENT) {
      seen = 1;
    } else if (inValue && code === CODE_PLUS) {
      continue;
    } else if (seen > 0 && isHex(code)) {
      seen += 1;
      if (seen === 3) {
        return i + 1;
      }
    } else {
      seen = 0;
    }
  }
  return -1;
}
