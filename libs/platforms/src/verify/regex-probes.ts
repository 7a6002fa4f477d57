import { parse } from 'acorn';
import { full } from 'acorn-walk';
import randexpModule from 'randexp';
import { seededRandom, type Random } from './seeded-random.js';
import type { PlatformSources, VerificationInput } from './url-sources.js';

// randexp is CommonJS with `module.exports = RandExp`, typed as an ES default export: from ESM
// the class is the module itself.
const RandExp = randexpModule as unknown as typeof randexpModule.default;

/** Paths generated per regex literal. */
const SAMPLES = 4;
/** Repeats of an open quantifier (`+`, `*`, `{2,}`) beyond its least: short paths, as real. */
const MAX_REPEAT = 3;
/** What a generated path may hold: printable ASCII, no blank, a real path's length. */
const PRINTABLE_PATH = /^\/[\x21-\x7e]{0,2000}$/;
/** Longer patterns are skipped, and large counted repeats: `(a{1000}){1000}` is a million chars. */
const LONGEST_PATTERN = 400;
const LARGE_REPEAT = /\{\d{3,}/;

/** Query parameters tried with each generated path, at most. */
const MAX_QUERY_CONDITIONS = 8;
const EQUALITY = new Set(['==', '===', '!=', '!==']);
/** Members of a parsed URL, not query parameters. */
const URL_MEMBERS = new Set(['hostname', 'host', 'pathname', 'path', 'protocol', 'href', 'search']);

/** What a parser's source tests: its regex literals, and query values it compares to a string. */
interface SourceConditions {
  regexes: RegExp[];
  /** `name=value` of each `param.name == 'value'` (any object: `param`, `parsedUrl.query`…). */
  queryPairs: string[];
}

type Node = Parameters<Parameters<typeof full>[1]>[0];

/** `name` of `something.name` or `something['name']`. */
function memberName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression') {
    return undefined;
  }
  const { property } = node;
  if (!node.computed && property.type === 'Identifier') {
    return property.name;
  }
  return property.type === 'Literal' && typeof property.value === 'string'
    ? property.value
    : undefined;
}

function conditionsOf(source: string): SourceConditions {
  const conditions: SourceConditions = { regexes: [], queryPairs: [] };
  let tree;
  try {
    tree = parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true });
  } catch {
    return conditions;
  }
  const pairs = new Set<string>();
  full(tree, (node) => {
    if (node.type === 'Literal' && 'regex' in node && node.regex !== undefined) {
      try {
        conditions.regexes.push(
          new RegExp(node.regex.pattern, node.regex.flags.replace(/[gy]/g, '')),
        );
      } catch {
        // A flag or syntax this Node does not know: nothing to generate from.
      }
      return;
    }
    if (node.type !== 'BinaryExpression' || !EQUALITY.has(node.operator)) {
      return;
    }
    for (const [member, other] of [
      [node.left, node.right],
      [node.right, node.left],
    ] as const) {
      const name = memberName(member);
      if (
        name !== undefined &&
        !URL_MEMBERS.has(name) &&
        other.type === 'Literal' &&
        typeof other.value === 'string'
      ) {
        pairs.add(`${encodeURIComponent(name)}=${encodeURIComponent(other.value)}`);
      }
    }
  });
  conditions.queryPairs = [...pairs].slice(0, MAX_QUERY_CONDITIONS);
  return conditions;
}

/**
 * Up to SAMPLES distinct paths `regex` matches, when its strings start with `/`. randexp reads
 * only part of the syntax (it throws on a lookbehind, and writes `\p{L}` as the letters "p{L}"), so
 * a string is kept only if the regex itself matches it.
 */
function samplesOf(regex: RegExp, random: Random): string[] {
  if (!/^\^?(?:\\\/|\/)/.test(regex.source)) {
    return [];
  }
  const samples = new Set<string>();
  try {
    const generator = new RandExp(regex);
    generator.max = MAX_REPEAT;
    generator.ignoreCase = false;
    generator.defaultRange.subtract(0, 0x10ffff);
    generator.defaultRange.add(0x30, 0x39);
    generator.defaultRange.add(0x61, 0x7a);
    generator.randInt = (low, high) => low + random.int(high - low + 1);
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const generated = generator.gen().replace(/[?#].*$/s, '');
      if (PRINTABLE_PATH.test(generated) && regex.test(generated)) {
        samples.add(generated);
      }
    }
  } catch {
    // Syntax randexp does not read: no sample.
  }
  return [...samples];
}

/**
 * Paths that the path-shaped regex literals of `source` match (those whose strings start with
 * `/`), a few per regex, deterministic for `seed`. Open quantifiers repeat at most three times
 * more than their least, `.` and negated classes give lower-case letters and digits, and
 * letters keep the case written. The first path of each regex comes again with each query value
 * the source compares a member to (`param.vid == '2'` gives `?vid=2`), for the branches that
 * test the query as well as the path.
 */
export function pathsMatchingRegexesOf(source: string, seed: string): string[] {
  const random = seededRandom(seed);
  const { regexes, queryPairs } = conditionsOf(source);
  const found = new Set<string>();
  for (const regex of regexes) {
    const paths =
      regex.source.length > LONGEST_PATTERN || LARGE_REPEAT.test(regex.source)
        ? []
        : samplesOf(regex, random);
    for (const made of paths) {
      found.add(made);
    }
    const [first] = paths;
    if (first !== undefined) {
      for (const pair of queryPairs) {
        found.add(`${first}?${pair}`);
      }
    }
  }
  return [...found];
}

/**
 * For each platform of the packs, URLs on its first host whose paths its parser's own regexes
 * match (`generated`): they reach branches that no table row, quoted example or log line
 * reaches, where a native platform must answer like the pack as well.
 */
export function readRegexProbeInputs(
  platforms: readonly PlatformSources[],
  seed: number,
): VerificationInput[] {
  return platforms.flatMap(({ platform, domains: [host], sources }) => {
    if (host === undefined) {
      return [];
    }
    const paths = new Set(
      sources.flatMap((source) =>
        pathsMatchingRegexesOf(source, `${String(seed)}\u0000${platform}`),
      ),
    );
    return [...paths].map((made) => ({
      url: `https://${host}${made}`,
      platform,
      origin: 'generated' as const,
    }));
  });
}
