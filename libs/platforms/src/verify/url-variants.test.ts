import { isbn10Check, isbn13Check, issnCheck, reshapeIdentifiers } from './identifiers.js';
import { seededRandom } from './seeded-random.js';
import { urlShape } from './url-shape.js';
import { everyPartVariants, reshape, splitUrl, urlVariants } from './url-variants.js';

const URLS = [
  'http://www.sciencedirect.com:80/science/article/pii/S0967064508000301?via=ihub&x=1',
  'https://link.springer.com/content/pdf/10.1007/978-1-349-94186-5_769.pdf',
  'http://onlinelibrary.wiley.com/journal/10.1111/(ISSN)1468-0262',
  'http://allafrica.com/stories/201801010001.html',
];

describe('urlVariants', () => {
  it('is deterministic: the same seed gives the same variants, another seed others', () => {
    for (const url of URLS) {
      expect(urlVariants(url, 7)).toEqual(urlVariants(url, 7));
    }
    expect(URLS.map((url) => urlVariants(url, 7))).not.toEqual(
      URLS.map((url) => urlVariants(url, 8)),
    );
  });

  it('gives a dozen distinct variants or more, never the URL itself', () => {
    for (const url of URLS) {
      const variants = urlVariants(url, 1);
      expect(variants.length).toBeGreaterThanOrEqual(12);
      expect(new Set(variants).size).toBe(variants.length);
      expect(variants).not.toContain(url);
    }
  });

  it('swaps identifiers for others of the same shape', () => {
    for (const url of URLS) {
      const sameShape = urlVariants(url, 1).filter(
        (variant) => variant !== url && urlShape(variant) === urlShape(url),
      );
      expect(sameShape.length).toBeGreaterThan(0);
    }
    expect(urlVariants('http://allafrica.com/stories/201801010001.html', 1)).toContainEqual(
      expect.stringMatching(/^http:\/\/allafrica\.com\/stories\/[1-9][0-9]{11}\.html$/),
    );
  });

  it('replaces ISSNs, ISBNs, PIIs and DOIs by valid-looking ones', () => {
    const random = seededRandom('identifiers');
    for (let round = 0; round < 50; round += 1) {
      const text = reshapeIdentifiers(
        '/10.1007/978-1-349-94186-5_769/(ISSN)1468-0262/pii/S0967064508000301/0306406152',
        random,
      );
      const found =
        /^\/10\.([0-9]{4})\/(97[89]-[0-9]-[0-9]{3}-[0-9]{5}-[0-9])_769\/\(ISSN\)([0-9]{4}-[0-9]{3}[0-9X])\/pii\/S([0-9]{7}[0-9X])[0-9]{8}\/([0-9]{9}[0-9X])$/.exec(
          text,
        );
      expect(found).not.toBeNull();
      const [, , isbn13 = '', issn = '', piiIssn = '', isbn10 = ''] = found ?? [];
      expect(text).not.toContain('94186');
      const isbnDigits = isbn13.replace(/-/g, '');
      expect(isbn13Check(isbnDigits.slice(0, 12))).toBe(isbnDigits.charAt(12));
      for (const eight of [issn.replace('-', ''), piiIssn]) {
        expect(issnCheck(eight.slice(0, 7))).toBe(eight.charAt(7));
      }
      expect(isbn10Check(isbn10.slice(0, 9))).toBe(isbn10.charAt(9));
    }
    // Ten digits whose check does not hold are no ISBN: left as they are.
    expect(reshapeIdentifiers('/id/0306406153', random)).toBe('/id/0306406153');
  });

  it('includes a variant with other valid identifiers', () => {
    const issns = urlVariants(URLS[2] ?? '', 1).flatMap((variant) => {
      const found = /\/10\.[0-9]{4}\/\(ISSN\)([0-9]{4})-([0-9]{3})([0-9X])$/.exec(variant);
      return found === null || variant === URLS[2] ? [] : [found];
    });
    expect(
      issns.some(
        ([all, first, second, check]) =>
          !all.endsWith('1468-0262') && issnCheck(`${first ?? ''}${second ?? ''}`) === check,
      ),
    ).toBe(true);
  });

  it('changes the structure: segments added, dropped and lengthened, extension, query, fragment', () => {
    const url = 'https://www.example.org/journal/view/12345.html?lang=fr#/search/all';
    const base = 'https://www.example.org';
    // Over a few rounds, as the check draws them: each draws one of the extension's three changes.
    const variants = [1, 2, 3, 4].flatMap((seed) => urlVariants(url, seed));
    const paths = variants
      .filter((variant) => variant.startsWith(`${base}/`))
      .map((variant) => variant.slice(base.length));
    const pathOf = (variant: string) => variant.split(/[?#]/)[0] ?? '';
    const segmentsOf = (variant: string) => pathOf(variant).split('/').length;
    // Original: /journal/view/12345.html (4 pieces on '/').
    expect(paths.some((variant) => segmentsOf(variant) === 5)).toBe(true);
    expect(paths.some((variant) => segmentsOf(variant) === 3)).toBe(true);
    expect(paths.some((variant) => /\/journal\/view\/12345(\.[a-z]+){2}\?/.test(variant))).toBe(
      true,
    );
    expect(paths).toContain('/journal/view/12345?lang=fr#/search/all');
    expect(
      paths.some((variant) =>
        /(?:journal|view|12345\.html)[-_.][a-z][0-9](?:\/|$)/.test(pathOf(variant)),
      ),
    ).toBe(true);
    expect(variants).toContain(`${base}/journal/view/12345.html#/search/all`);
    expect(variants).toContain(`${base}/journal/view/12345.html?lang=fr`);
    // Chains of up to three changes on top of the single ones.
    expect(urlVariants(url, 1).length).toBeGreaterThanOrEqual(25);
  });

  it("renames a file-like segment, keeping its extension, and leaves other segments' dots alone", () => {
    const url = 'https://thejns.org/view/journals/neurosurg-focus/49/3/article-pE4.xml';
    const variants = [1, 2, 3, 4, 5, 6].flatMap((seed) => urlVariants(url, seed));
    // A parser that takes any `….xml` and a rule that knows only `article-…` differ there.
    const renamed = variants.filter((variant) =>
      /\/49\/3\/(?!article-)[a-z]{7}-[a-z][A-Z][0-9]\.xml$/.test(variant),
    );
    expect(renamed.length).toBeGreaterThan(0);
    // A DOI prefix is no file name: `10.1016` never keeps its `.1016` with another `10`.
    const doi = urlVariants('https://www.example.org/doi/10.1016/j.cell.2020.01.001', 1);
    expect(doi.filter((variant) => /\/doi\/(?!10\.)[0-9]+\.1016\//.test(variant))).toEqual([]);
  });

  it('changes every segment and query parameter in turn, not one drawn at random', () => {
    const url = 'http://www.blldb-online.de/blldb/suche/Titelaufnahme.xml?vid=1';
    const variants = everyPartVariants(url, 1);
    const pathsOf = (pattern: RegExp) =>
      variants.filter((variant) => pattern.test(variant.split('?')[0] ?? ''));
    // Each of the three segments reshaped, and lengthened; the file name renamed; each dropped.
    expect(pathsOf(/\.de\/(?!blldb\/)[a-z]{5}\/suche\/Titelaufnahme\.xml$/)).toHaveLength(1);
    expect(pathsOf(/\.de\/blldb\/(?!suche\/)[a-z]{5}\/Titelaufnahme\.xml$/)).toHaveLength(1);
    expect(pathsOf(/\.de\/blldb[-_.][a-z][0-9]\/suche\/Titelaufnahme\.xml$/)).toHaveLength(1);
    expect(pathsOf(/\/suche[-_.][a-z][0-9]\/Titelaufnahme\.xml$/)).toHaveLength(1);
    expect(pathsOf(/\/suche\/(?!Titelaufnahme)[A-Z][a-z]{12}\.xml$/)).toHaveLength(1);
    expect(variants).toContain('http://www.blldb-online.de/suche/Titelaufnahme.xml?vid=1');
    expect(variants).toContain('http://www.blldb-online.de/blldb/Titelaufnahme.xml?vid=1');
    expect(variants).not.toContain(url);
    // Each query parameter dropped, or its value reshaped, the path kept.
    const query = everyPartVariants('http://www.example.org/a?vid=12&lang=de&x', 1);
    const withPath = query.filter((variant) => variant.startsWith('http://www.example.org/a?'));
    expect(withPath).toEqual(
      expect.arrayContaining([
        'http://www.example.org/a?lang=de&x',
        'http://www.example.org/a?vid=12&x',
        'http://www.example.org/a?vid=12&lang=de',
      ]),
    );
    expect(withPath.some((variant) => /\?vid=(?!12&)[1-9][0-9]&lang=de&x$/.test(variant))).toBe(
      true,
    );
    expect(withPath.some((variant) => /\?vid=12&lang=(?!de&)[a-z]{2}&x$/.test(variant))).toBe(true);
    // Deterministic, and a path without host stays one.
    expect(everyPartVariants(url, 1)).toEqual(variants);
    expect(everyPartVariants('/a/b.pdf', 1).every((variant) => variant.startsWith('/'))).toBe(true);
  });

  it('varies case, trailing slash, scheme, port, proxied host, query and encoding', () => {
    const url = 'http://www.sciencedirect.com/science/article/pii/S0967064508000301?via=ihub&x=1';
    const variants = urlVariants(url, 1);
    expect(variants).toEqual(
      expect.arrayContaining([
        'http://www.sciencedirect.com/SCIENCE/ARTICLE/PII/S0967064508000301?via=ihub&x=1',
        'http://WWW.SCIENCEDIRECT.COM/science/article/pii/S0967064508000301?via=ihub&x=1',
        'http://www.sciencedirect.com/science/article/pii/s0967064508000301?via=ihub&x=1',
        'http://www.sciencedirect.com/science/article/pii/S0967064508000301/?via=ihub&x=1',
        'https://www.sciencedirect.com/science/article/pii/S0967064508000301?via=ihub&x=1',
        'http://www.sciencedirect.com:80/science/article/pii/S0967064508000301?via=ihub&x=1',
        'http://www-sciencedirect-com.proxy.univ-example.fr/science/article/pii/S0967064508000301?via=ihub&x=1',
        'http://www.sciencedirect.com/science/article/pii/S0967064508000301?x=1&via=ihub',
      ]),
    );
    expect(variants.some((variant) => /\?(via=ihub|x=1)$/.test(variant))).toBe(true);
    expect(variants.some((variant) => /%[0-9A-F]{2}/.test(variant))).toBe(true);
    expect(variants.some((variant) => variant.split('&').length === 3)).toBe(true);
    expect(urlVariants('http://a.org/b%2Fc', 1)).toContain('http://a.org/b/c');
  });

  it('varies the path and query of a URL without host, and leaves alone what is no URL', () => {
    const variants = urlVariants('/v1/is-retracted?sid=bibcnrs&x=12', 1);
    expect(variants.length).toBeGreaterThanOrEqual(8);
    expect(variants).toContain('/V1/IS-RETRACTED?sid=bibcnrs&x=12');
    expect(variants).toContain('/v1/is-retracted?x=12&sid=bibcnrs');
    expect(variants.every((variant) => variant.startsWith('/'))).toBe(true);
    expect(urlVariants('no url', 1)).toEqual([]);
    expect(splitUrl('no url')).toBeUndefined();
  });
});

describe('reshape', () => {
  it('keeps every character class and every other character', () => {
    const random = seededRandom('shape');
    for (const text of ['S0967064508000301', 'ab-CD_09.x', '007/Abc?d=1', '%2F']) {
      const changed = reshape(text, random);
      expect(changed).toHaveLength(text.length);
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charAt(index);
        const other = changed.charAt(index);
        if (/[0-9]/.test(char)) {
          expect(other).toMatch(/[0-9]/);
        } else if (/[a-z]/.test(char)) {
          expect(other).toMatch(/[a-z]/);
        } else if (/[A-Z]/.test(char)) {
          expect(other).toMatch(/[A-Z]/);
        } else {
          expect(other).toBe(char);
        }
      }
    }
    // A leading zero stays: `007` and `7` are different shapes to a parser.
    expect(reshape('007', random).startsWith('0')).toBe(true);
    expect(reshape('7', random)).not.toBe('0');
  });
});
