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
];

describe('prepareUrl', () => {
  it.each(EDGE_URLS)('splits %s exactly like decodeURIComponent + legacy url.parse', (raw) => {
    expect(viewParts(raw)).toEqual(legacyParts(raw));
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

  it.each(['http://a.b/caf%E9', 'http://a.b/100%', 'http://a.b/%zz'])(
    'gives nothing for %s, whose escapes do not decode',
    (raw) => {
      expect(prepareUrl(raw)).toBeNull();
    },
  );

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
