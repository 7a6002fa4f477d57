import { normalizeUrl } from './normalize-url.js';

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
