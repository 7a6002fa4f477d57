import { parse as parseLegacyUrl } from 'node:url';
import fc from 'fast-check';
import { normalizeUrl, readDomain } from './normalize-url.js';

describe('normalizeUrl', () => {
  const cases: [string, string, string, string | undefined][] = [
    [
      'an absolute URL is kept, domain without port',
      'http://www.sciencedirect.com:80/science',
      'http://www.sciencedirect.com:80/science',
      'www.sciencedirect.com',
    ],
    [
      'the domain is lower-cased',
      'https://Link.Springer.COM/x',
      'https://Link.Springer.COM/x',
      'link.springer.com',
    ],
    [
      'BiblioPAM /http/host/… becomes http://host/…',
      '/http/www.sciencedirect.com/science/article',
      'http://www.sciencedirect.com/science/article',
      'www.sciencedirect.com',
    ],
    // The reference rewrites `/http/` only: `/https/…` stays a relative URL.
    ['a leading /https/ is left alone (relative)', '/https/a.fr/x', '/https/a.fr/x', undefined],
    ['a URL without scheme gets http://', 'www.a.fr/x?y', 'http://www.a.fr/x?y', 'www.a.fr'],
    [
      'a relative URL keeps no domain',
      '/redirect/index.php?x=1',
      '/redirect/index.php?x=1',
      undefined,
    ],
    [
      'credentials are not part of the domain',
      'http://user:pw@A.fr:8080/',
      'http://user:pw@A.fr:8080/',
      'a.fr',
    ],
    [
      'an IPv6 host loses its brackets',
      'http://[2001:db8::1]:8080/x',
      'http://[2001:db8::1]:8080/x',
      '2001:db8::1',
    ],
    ['a query right after the host', 'http://a.fr?x=1', 'http://a.fr?x=1', 'a.fr'],
    [
      'another scheme gets http:// in front, as in the reference',
      'ftp://files.a.fr/x',
      'http://ftp://files.a.fr/x',
      'ftp',
    ],
    [
      'a misspelt scheme too (a real log line: an unknown domain for the reference)',
      'hhttp://onlinelibrary.wiley.com:80/doi/x',
      'http://hhttp://onlinelibrary.wiley.com:80/doi/x',
      'hhttp',
    ],
    ['an upper-case scheme too', 'HTTP://A.FR/x', 'http://HTTP://A.FR/x', 'http'],
    [
      'a host with characters legacy url.parse stops at',
      'http://www.ex%41mple.org/x',
      'http://www.ex%41mple.org/x',
      'www.ex',
    ],
    ['an empty host gives no domain', 'http:///x', 'http:///x', undefined],
  ];
  it.each(cases)('%s', (_name, raw, url, domain) => {
    expect(normalizeUrl(raw)).toEqual({ url, domain });
  });
});

describe('readDomain against legacy url.parse (what the reference reads)', () => {
  // The oracle is the reference's own parser.
  const oracle = (url: string) => {
    try {
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      return parseLegacyUrl(url).hostname ?? undefined;
    } catch {
      return undefined;
    }
  };

  it('agrees on random URL-like strings', () => {
    const piece = fc.constantFrom(
      'http://',
      'https://',
      'http',
      'HTTPS',
      ':',
      '//',
      '/',
      '?',
      '#',
      '\\',
      '@',
      '[',
      ']',
      'Ex.ORG',
      'a.b',
      'a_b+c',
      ':8080',
      ':',
      'user:pw',
      '::1',
      'É',
      ' ',
      '%2F',
      '.',
      'x'.repeat(64),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const url = parts.join('');
        expect(readDomain(url)).toBe(oracle(url) === '' ? undefined : oracle(url));
      }),
      { numRuns: 20_000 },
    );
  });
});
