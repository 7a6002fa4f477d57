import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NATIVE_PLATFORMS } from '../catalog/native-platforms.js';
import { readTestSets } from '../runner/run-test-tables.js';
import { readTestTable } from '../runner/test-table.js';
import { ACCEPTANCE_PLATFORMS_DIR, NATIVE_CATALOG_DIR } from '../testing/paths.js';
import { MutableUrlView } from '../url/url-view.js';
import { compilePlatform } from './compile-platform.js';
import { RuleIndex, firstSegment, literalFirstSegment } from './rule-index.js';

describe('literalFirstSegment', () => {
  it.each([
    [/^\/doi\/(?<doi>.+)$/i, { segment: 'doi', caseless: true }],
    [/^\/Science\/article$/, { segment: 'Science', caseless: false }],
    [/^\/toc\/?$/i, { segment: 'toc', caseless: true }],
    [new RegExp('^/a\\.b\\-c(?:/|$)'), { segment: 'a.b-c', caseless: false }],
    [/^\/$/, { segment: '', caseless: false }],
  ])('%s has a literal first segment', (regex, key) => {
    expect(literalFirstSegment(regex)).toEqual(key);
  });

  it.each([
    /^\/doi.+$/, // the segment may go on
    /^\/dois?\/x/, // a quantifier on its last letter
    /^\/doi\/?x/, // an optional slash lets the segment go on
    /^\/(?:abs|full)\//, // no literal
    /^\/doi\/x|^\/y/, // top-level alternation
    /^\/doi\//im, // `m` moves `^`
    /^\/kelvin\//iu, // `iu` folds K (U+212A) onto k
    /\/doi\//, // not anchored
  ])('%s has none', (regex) => {
    expect(literalFirstSegment(regex)).toBeUndefined();
  });
});

describe('RuleIndex', () => {
  const index = new RuleIndex([
    { rule: 'r0', key: undefined },
    { rule: 'r1', key: { segment: 'doi', caseless: true } },
    { rule: 'r2', key: { segment: 'Toc', caseless: false } },
    { rule: 'r3', key: undefined },
    { rule: 'r4', key: { segment: 'doi', caseless: true } },
  ]);

  it('keeps the platform order and the unkeyed rules', () => {
    expect(index.candidates('/DOI/10.1/x')).toEqual(['r0', 'r1', 'r3', 'r4']);
    expect(index.candidates('/Toc')).toEqual(['r0', 'r2', 'r3']);
    expect(index.candidates('/toc')).toEqual(['r0', 'r3']);
    expect(index.candidates('relative/path')).toEqual(['r0', 'r3']);
    expect(index.candidates(null)).toEqual(['r0', 'r3']);
  });

  it('reads the first path segment', () => {
    expect(firstSegment('/a/b')).toBe('a');
    expect(firstSegment('/a')).toBe('a');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('a/b')).toBeUndefined();
  });
});

// Every URL the tables know, plus variants that move the first segment around.
function urlsOf(rows: readonly { input: Record<string, string> }[]): string[] {
  const urls = new Set<string>();
  for (const { input } of rows) {
    const url = input.url;
    if (url === undefined || url === '') {
      continue;
    }
    urls.add(url);
    const match = /^(https?:\/\/[^/?#]+)(\/[^/?#]*)(.*)$/.exec(url);
    if (match !== null) {
      const [, origin = '', segment = '', rest = ''] = match;
      urls.add(`${origin}${segment.toUpperCase()}${rest}`);
      urls.add(`${origin}${segment}x${rest}`);
      urls.add(`${origin}${segment}/${rest}`);
      urls.add(`${origin}/${rest.replace(/^\//, '')}`);
      urls.add(`${origin}${rest}`);
    }
  }
  return [...urls];
}

describe('indexed rules against every rule in order', () => {
  const acceptance = new Map(
    readTestSets(ACCEPTANCE_PLATFORMS_DIR).map((set) => [set.platform, set.rows]),
  );

  it.each(NATIVE_PLATFORMS.map((definition) => [definition.name, definition] as const))(
    '%s gives the same fields either way',
    (_name, definition) => {
      const indexed = compilePlatform(definition);
      const linear = compilePlatform(definition, { ruleIndex: false });
      const folder = path.join(NATIVE_CATALOG_DIR);
      const own = readdirOwnTable(folder, definition.name);
      const urls = urlsOf([...(acceptance.get(definition.name) ?? []), ...own]);
      const view = new MutableUrlView();
      const differences = urls.flatMap((url) => {
        if (!view.reset(url)) {
          return [];
        }
        const fast = indexed.parse(view, { url });
        const slow = linear.parse(view, { url });
        return JSON.stringify(fast) === JSON.stringify(slow) ? [] : [{ url, fast, slow }];
      });
      expect(differences).toEqual([]);
    },
  );
});

function readdirOwnTable(catalogDir: string, name: string): { input: Record<string, string> }[] {
  for (const folder of [name, name.toLowerCase()]) {
    try {
      const file = path.join(catalogDir, folder, `${folder}.test.csv`);
      return readTestTable(readFileSync(file, 'utf8'), file);
    } catch {
      // The folder is named after the reference folder, not always the platform name.
    }
  }
  return [];
}
