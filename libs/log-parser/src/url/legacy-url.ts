import { parse, type UrlWithParsedQuery, type UrlWithStringQuery } from 'node:url';

/**
 * Legacy `url.parse`, as the reference's platform contract requires, without its stray warning.
 *
 * Node warns (DEP0170, "… is invalid. Future versions of Node.js will throw an error.") the
 * first time a thread's legacy parse meets a port that is not a number, and quotes that URL on
 * stderr: a line of a library's log in the server's output, and a notice no user can act on
 * (the parse itself goes on, leniently, as the reference's does). Node warns once per thread,
 * so loading this module spends that warning on a URL of its own with warnings muted for that
 * one call; every thread that parses URLs (job, recognition threads, the packs' own
 * `require('url')`) loads it first. Deliberately not `--disable-warning=DEP0170`: that needs
 * every way our processes start (CLI, api, workers, tests) to pass the flag. Jest is the one
 * exception: its test modules see a copy of `process`, so the muting cannot reach the real one
 * and the spent warning would print our own URL; `npm test` passes the flag instead, and the
 * tests of this module run in fresh nodes without it.
 */
function spendInvalidPortWarning(): void {
  // The property itself is put back afterwards, not a copy of the function.
  const emitWarning = Object.getOwnPropertyDescriptor(process, 'emitWarning');
  process.emitWarning = () => undefined;
  try {
    parseLegacyUrl('http://sillage.invalid:port/');
  } finally {
    if (emitWarning !== undefined) {
      Object.defineProperty(process, 'emitWarning', emitWarning);
    }
  }
}

/** `url.parse(url)`, or `url.parse(url, true)` with the query parsed into an object. */
export function parseLegacyUrl(url: string, parseQuery?: false): UrlWithStringQuery;
export function parseLegacyUrl(url: string, parseQuery: true): UrlWithParsedQuery;
export function parseLegacyUrl(
  url: string,
  parseQuery = false,
): UrlWithStringQuery | UrlWithParsedQuery {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the reference's own parser
  return parseQuery ? parse(url, true) : parse(url);
}

spendInvalidPortWarning();
