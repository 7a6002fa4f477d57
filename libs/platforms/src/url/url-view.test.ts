import { parse as parseLegacyUrl } from 'node:url';
import { readTestSets } from '../runner/run-test-tables.js';
import { ACCEPTANCE_PLATFORMS_DIR } from '../testing/paths.js';
import { MutableUrlView, prepareUrl } from './url-view.js';

function legacyParts(raw: string): unknown {
  const parsed = parseLegacyUrl(decodeURIComponent(raw), true);
  const { protocol, hostname, host, pathname, search, hash } = parsed;
  return { protocol, hostname, host, pathname, search, hash, query: { ...parsed.query } };
}

function viewParts(raw: string): unknown {
  const view = prepareUrl(raw);
  if (view === null) {
    return null;
  }
  const { protocol, hostname, host, pathname, search, hash } = view;
  return { protocol, hostname, host, pathname, search, hash, query: { ...view.query } };
}

const EDGE_URLS = [
  'http://a.b',
  'https://A.B:8443/X?y=1#z',
  'http://a.b?x=1&x=2',
  'http://a.b/p%20q?a=%2541+b#frag?x',
  'http://a.b/x y\'z"<>',
  'http://a.b/a\\b?c\\d',
  'www.example.org/no/scheme?x=1',
  'http://user:pw@a.b/x',
  'http://a.b:/x',
  'http://a_b.c/x',
  'http://a.b/caf%C3%A9?q=%C3%A9t%C3%A9',
  'http://a.b/%23hash-after-decode',
  'http://a.b/x?%7Bbrace%7D=1',
  'HTTP://a.b/upper-scheme',
  '  http://a.b/leading-space',
  'http://a.b/x%20y?q=a%20b&r={c}#h%22i"',
  'http://a.b?x=<y>&z=`^|',
  'http://a.b:8080/p{q}?r=%257B{s}',
  'http://a.b/trailing-space%20',
  'http://a.b/nbsp%C2%A0x',
  'http://a.b/tab%09x',
  'http://a.b/back\\slash?x=%22',
  'http://a.b/p?x=%41%42%2f%3D',
];

// URLs mixing the characters legacy url.parse escapes, trims or rewrites, percent-escaped or not.
function mixedUrls(count: number): string[] {
  const pieces = ['a', '/', '?', '#', '=', '&', ' ', '"', "'", '<', '>', '^', '`', '{', '|', '}'];
  const escapes = ['%20', '%22', '%3C', '%7b', '%2F', '%3F', '%23', '%25', '%C3%A9', '%E9', '%5C'];
  const urls: string[] = [];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let k = 0; k < count; k += 1) {
    let url = next(2) === 0 ? 'http://a.b' : 'https://x.y:81';
    const length = 1 + next(12);
    for (let j = 0; j < length; j += 1) {
      url +=
        next(3) === 0 ? (escapes[next(escapes.length)] ?? '') : (pieces[next(pieces.length)] ?? '');
    }
    urls.push(url);
  }
  return urls;
}

describe('prepareUrl', () => {
  it.each(EDGE_URLS)('splits %s exactly like decodeURIComponent + legacy url.parse', (raw) => {
    expect(viewParts(raw)).toEqual(legacyParts(raw));
  });

  it('splits URLs full of auto-escaped characters and ASCII escapes like the reference', () => {
    const decodable = mixedUrls(5000).filter((raw) => {
      try {
        decodeURIComponent(raw);
        return true;
      } catch {
        return false;
      }
    });
    expect(decodable.length).toBeGreaterThan(2000);
    const differing = decodable.filter(
      (raw) => JSON.stringify(viewParts(raw)) !== JSON.stringify(legacyParts(raw)),
    );
    expect(differing).toEqual([]);
  });

  it('splits every acceptance URL exactly like the reference pre-processing', () => {
    const urls = readTestSets(ACCEPTANCE_PLATFORMS_DIR).flatMap((set) =>
      set.rows.map((row) => row.input.url ?? ''),
    );
    expect(urls.length).toBeGreaterThan(3000);
    const decodable = urls.filter((raw) => {
      try {
        decodeURIComponent(raw);
        return true;
      } catch {
        return false;
      }
    });
    const differing = decodable.filter(
      (raw) => JSON.stringify(viewParts(raw)) !== JSON.stringify(legacyParts(raw)),
    );
    expect(differing).toEqual([]);
  }, 60_000);

  it.each([
    'http://a.b/caf%E9',
    'http://a.b/100%',
    'http://a.b/%zz',
    'http://a.b/p?x=%E9t%C3%A9',
    'http://a.b/p?x=%4',
    'http://a.b/%2x',
  ])('gives nothing for %s, whose escapes do not decode', (raw) => {
    expect(prepareUrl(raw)).toBeNull();
  });

  it('forgets the previous URL when reset', () => {
    const view = new MutableUrlView();
    view.reset('http://a.b/x?q=1#h');
    view.reset('http://c.d/y');
    expect([view.hostname, view.pathname, view.search, view.hash, { ...view.query }]).toEqual([
      'c.d',
      '/y',
      null,
      null,
      {},
    ]);
  });
});
