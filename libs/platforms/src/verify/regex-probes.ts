import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { full } from 'acorn-walk';
import randexpModule from 'randexp';
import { manifestName } from '../runner/run-test-tables.js';
import { seededRandom } from './seeded-random.js';
import type { VerificationInput } from './url-sources.js';

// randexp is CommonJS with `module.exports = RandExp`, typed as an ES default export: from ESM
// the class is the module itself.
const RandExp = randexpModule as unknown as typeof randexpModule.default;

/** Paths generated per regex literal. */
const SAMPLES = 4;
/** Repeats of an open quantifier (`+`, `*`, `{2,}`) beyond its least: short paths, as real. */
const MAX_REPEAT = 3;
/** What a generated path may hold: printable ASCII, no blank. */
const PRINTABLE_PATH = /^\/[\x21-\x7e]*$/;

/** Every regex literal of a JavaScript source (none when it does not parse). */
function regexLiteralsOf(source: string): RegExp[] {
  let tree;
  try {
    tree = parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true });
  } catch {
    return [];
  }
  const found: RegExp[] = [];
  full(tree, (node) => {
    if (node.type !== 'Literal' || !('regex' in node) || node.regex === undefined) {
      return;
    }
    try {
      found.push(new RegExp(node.regex.pattern, node.regex.flags.replace(/[gy]/g, '')));
    } catch {
      // A flag or syntax this Node does not know: nothing to generate from.
    }
  });
  return found;
}

/**
 * Paths that the path-shaped regex literals of `source` match (those whose strings start with
 * `/`), a few per regex, deterministic for `seed`. Open quantifiers repeat at most three times
 * more than their least, `.` and negated classes give lower-case letters and digits, and
 * letters keep the case written.
 */
export function pathsMatchingRegexesOf(source: string, seed: string): string[] {
  const random = seededRandom(seed);
  const found = new Set<string>();
  for (const regex of regexLiteralsOf(source)) {
    if (!/^\^?(?:\\\/|\/)/.test(regex.source)) {
      continue;
    }
    const generator = new RandExp(regex);
    generator.max = MAX_REPEAT;
    generator.ignoreCase = false;
    generator.defaultRange.subtract(0, 0x10ffff);
    generator.defaultRange.add(0x30, 0x39);
    generator.defaultRange.add(0x61, 0x7a);
    generator.randInt = (low, high) => low + random.int(high - low + 1);
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const generated = generator.gen().replace(/#.*$/s, '');
      if (PRINTABLE_PATH.test(generated)) {
        found.add(generated);
      }
    }
  }
  return [...found];
}

/** The hosts a manifest lists. */
function manifestDomains(folder: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
      domains?: unknown;
    };
    return Array.isArray(manifest.domains)
      ? manifest.domains.filter((domain): domain is string => typeof domain === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * For each platform of the packs, URLs on its first host whose paths its parser's own regexes
 * match (`generated`): they reach branches that no table row, quoted example or log line
 * reaches, where a native platform must answer like the pack as well.
 */
export function readRegexProbeInputs(packs: readonly string[], seed: number): VerificationInput[] {
  const inputs: VerificationInput[] = [];
  for (const pack of packs) {
    for (const entry of readdirSync(pack, { withFileTypes: true })) {
      const folder = path.join(pack, entry.name);
      const [host] = entry.isDirectory() ? manifestDomains(folder) : [];
      if (host === undefined || entry.name.startsWith('.')) {
        continue;
      }
      const platform = manifestName(folder);
      const sources = readdirSync(folder)
        .filter((name) => name.endsWith('.js'))
        .sort()
        .map((name) => readFileSync(path.join(folder, name), 'utf8'));
      const paths = new Set(
        sources.flatMap((source) =>
          pathsMatchingRegexesOf(source, `${String(seed)}\u0000${platform}`),
        ),
      );
      for (const generated of paths) {
        inputs.push({ url: `https://${host}${generated}`, platform, origin: 'generated' });
      }
    }
  }
  return inputs;
}
