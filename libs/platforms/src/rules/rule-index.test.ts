import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NATIVE_PLATFORMS } from '../catalog/native-platforms.js';
import { readTestSets } from '../runner/run-test-tables.js';
import { readTestTable } from '../runner/test-table.js';
import { ACCEPTANCE_PLATFORMS_DIR, NATIVE_CATALOG_DIR } from '../testing/paths.js';
import { MutableUrlView } from '../url/url-view.js';
import { compilePlatform } from './compile-platform.js';
import { literalFirstSegments } from './first-segments.js';
import { RuleIndex, firstSegment } from './rule-index.js';

describe('RuleIndex', () => {
  const index = new RuleIndex([
    { rule: 'r0', key: undefined },
    { rule: 'r1', key: { segments: ['doi'], caseless: true } },
    { rule: 'r2', key: { segments: ['Toc'], caseless: false } },
    { rule: 'r3', key: undefined },
    { rule: 'r4', key: { segments: ['doi', 'epdf'], caseless: true } },
  ]);

  it('keeps the platform order and the unkeyed rules', () => {
    expect(index.candidates('/DOI/10.1/x')).toEqual(['r0', 'r1', 'r3', 'r4']);
    expect(index.candidates('/Toc')).toEqual(['r0', 'r2', 'r3']);
    expect(index.candidates('/epdf/10.1/x')).toEqual(['r0', 'r3', 'r4']);
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

describe('indexed rules and shared patterns against every rule, each running its own', () => {
  const acceptance = new Map(
    readTestSets(ACCEPTANCE_PLATFORMS_DIR).map((set) => [set.platform, set.rows]),
  );
  const urlsOfPlatform = (name: string): string[] =>
    urlsOf([...(acceptance.get(name) ?? []), ...readdirOwnTable(NATIVE_CATALOG_DIR, name)]);

  it.each(NATIVE_PLATFORMS.map((definition) => [definition.name, definition] as const))(
    '%s: every path a keyed rule matches starts with one of its segments',
    (_name, definition) => {
      const view = new MutableUrlView();
      const paths = urlsOfPlatform(definition.name).flatMap((url) =>
        view.reset(url) && view.pathname !== null ? [view.pathname] : [],
      );
      const misses = definition.rules.flatMap(({ path: regex }) => {
        const key = regex === undefined ? undefined : literalFirstSegments(regex);
        if (regex === undefined || key === undefined) {
          return [];
        }
        return paths.flatMap((urlPath) => {
          const segment = firstSegment(urlPath) ?? '';
          const found = key.segments.includes(key.caseless ? segment.toLowerCase() : segment);
          return !regex.test(urlPath) || found ? [] : [{ regex: String(regex), urlPath }];
        });
      });
      expect(misses).toEqual([]);
    },
  );

  it.each(NATIVE_PLATFORMS.map((definition) => [definition.name, definition] as const))(
    '%s gives the same fields either way',
    (_name, definition) => {
      const indexed = compilePlatform(definition);
      const linear = compilePlatform(definition, { plain: true });
      const urls = urlsOfPlatform(definition.name);
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
