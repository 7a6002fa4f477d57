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
    ['BiblioPAM /https/host/… becomes https://host/…', '/https/a.fr/x', 'https://a.fr/x', 'a.fr'],
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
    ['another scheme is kept', 'ftp://files.a.fr/x', 'ftp://files.a.fr/x', 'files.a.fr'],
    ['an empty host gives no domain', 'http:///x', 'http:///x', undefined],
  ];
  it.each(cases)('%s', (_name, raw, url, domain) => {
    expect(normalizeUrl(raw)).toEqual({ url, domain });
  });
});

describe('readDomain against the authority pattern it replaced', () => {
  // The former implementation, kept as the oracle: scheme://[user@](host | [ipv6]).
  const AUTHORITY_HOST = /^[^:/?#]*:\/\/(?:[^/?#\\@]*@)?(\[[^\]/?#\\]*\]|[^:/?#\\]*)/;
  function oracle(url: string): string | undefined {
    let host = AUTHORITY_HOST.exec(url)?.[1];
    if (host === undefined || host === '') {
      return undefined;
    }
    if (host.startsWith('[')) {
      host = host.slice(1, -1);
    }
    return /[A-Z]/.test(host) ? host.toLowerCase() : host;
  }

  it('agrees on random URL-like strings', () => {
    const piece = fc.constantFrom(
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
      ':8080',
      'user:pw',
      '::1',
      'É',
      ' ',
      '%2F',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const url = parts.join('');
        expect(readDomain(url)).toBe(oracle(url));
      }),
      { numRuns: 20_000 },
    );
  });
});
