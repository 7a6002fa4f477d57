import { reshapeIdentifiers } from './identifiers.js';
import { seededRandom, type Random } from './seeded-random.js';

/** A raw URL split without normalising anything (the parsers see the raw text). */
export interface UrlParts {
  scheme: string;
  /** `user@` included, port excluded. */
  host: string;
  /** `:8080`, or '' when absent. */
  port: string;
  path: string;
  /** Without the `?`; undefined when the URL has no `?`. */
  query: string | undefined;
  /** With its `#`, or ''. */
  fragment: string;
}

const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*?)(:[0-9]*)?([/][^?#]*)?(?:\?([^#]*))?(#.*)?$/i;

export function splitUrl(url: string): UrlParts | undefined {
  const found = URL_PARTS.exec(url);
  if (found === null) {
    return undefined;
  }
  return {
    scheme: found[1] ?? 'http',
    host: found[2] ?? '',
    port: found[3] ?? '',
    path: found[4] ?? '',
    query: found[5],
    fragment: found[6] ?? '',
  };
}

export function joinUrl(parts: UrlParts): string {
  return `${parts.scheme}://${parts.host}${parts.port}${parts.path}${
    parts.query === undefined ? '' : `?${parts.query}`
  }${parts.fragment}`;
}

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();

/**
 * The same text with every digit, lower-case and upper-case letter replaced by another of its
 * class (a leading zero stays a zero: `007` and `7` are not the same shape to a parser).
 */
export function reshape(text: string, random: Random): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char >= '0' && char <= '9') {
      const leading = i === 0 || !(text.charAt(i - 1) >= '0' && text.charAt(i - 1) <= '9');
      out +=
        leading && char === '0'
          ? '0'
          : leading
            ? random.pick(DIGITS.slice(1))
            : random.pick(DIGITS);
    } else if (char >= 'a' && char <= 'z') {
      out += random.pick(LOWER);
    } else if (char >= 'A' && char <= 'Z') {
      out += random.pick(UPPER);
    } else {
      out += char;
    }
  }
  return out;
}

/** Digit runs only, letters kept: the usual identifier of a URL changed, its words kept. */
export function reshapeDigits(text: string, random: Random): string {
  return text.replace(/[0-9]+/g, (run) => reshape(run, random));
}

interface QueryParam {
  name: string;
  /** With its `=`, or '' for a bare name. */
  value: string | undefined;
}

function splitQuery(query: string): QueryParam[] {
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1
        ? { name: pair, value: undefined }
        : { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
    });
}

function joinQuery(params: readonly QueryParam[]): string {
  return params
    .map((param) => (param.value === undefined ? param.name : `${param.name}=${param.value}`))
    .join('&');
}

/** A change of a URL: undefined when it does not apply to that URL. */
type Mutation = (parts: UrlParts, random: Random) => UrlParts | undefined;

const withPath = (parts: UrlParts, path: string) => ({ ...parts, path });

/** Words URL paths are made of, for segments added where a platform's tables have none. */
const PATH_WORDS = ['pdf', 'html', 'abs', 'full', 'doi', 'article', 'epdf', 'view', 'download'];
/** Extensions a last segment may gain. */
const EXTENSIONS = ['.pdf', '.html', '.htm', '.epub', '.xml', '.aspx'];

/** Indices of the non-empty segments of a path split on `/`. */
const filledSegments = (segments: readonly string[]) =>
  segments.flatMap((segment, index) => (segment === '' ? [] : [index]));

/** A file-like segment: a name and a short extension (`article-p228.xml`, not `10.1016`). */
const FILE_NAME = /^[^.]+\.[A-Za-z][A-Za-z0-9]{0,4}$/;

/**
 * Changes of one path segment: whether it applies to a segment (of a path with `filledCount`
 * non-empty ones), and what the segment becomes (`undefined`: dropped). Verdicts made with other
 * variants are not reused: the check's cache key hashes this library's code (ADR 0050).
 */
const SEGMENT_CHANGES: Record<
  'segment' | 'segment-stem' | 'segment-drop' | 'segment-suffix',
  {
    applies: (segment: string, filledCount: number) => boolean;
    change: (segment: string, random: Random) => string | undefined;
  }
> = {
  // The segment, letters included.
  segment: { applies: () => true, change: (segment, random) => reshape(segment, random) },
  // Its name, its extension kept: `article-p228.xml` → `qzvbmle-k517.xml`. A reshaped extension
  // rarely reaches any parser's branch (both sides then answer nothing), so without this a rule
  // that only knows its tables' file names (`article-…`) passed for one that takes any `….xml`,
  // as the pack's parser does (jns, 2026-12-03).
  'segment-stem': {
    applies: (segment) => FILE_NAME.test(segment),
    change: (segment, random) => {
      const dot = segment.lastIndexOf('.');
      return `${reshape(segment.slice(0, dot), random)}${segment.slice(dot)}`;
    },
  },
  'segment-drop': { applies: (_segment, filledCount) => filledCount >= 2, change: () => undefined },
  // Lengthened: an identifier with a suffix, a word with a dash.
  'segment-suffix': {
    applies: () => true,
    change: (segment, random) =>
      `${segment}${random.pick(['-', '_', '.'])}${reshape('a1', random)}`,
  },
};

type SegmentChange = keyof typeof SEGMENT_CHANGES;

/** `parts` with the segment at `index` of its path changed by `name`. */
function changeSegment(
  parts: UrlParts,
  index: number,
  name: SegmentChange,
  random: Random,
): UrlParts {
  const segments = parts.path.split('/');
  const changed = SEGMENT_CHANGES[name].change(segments[index] ?? '', random);
  segments.splice(index, 1, ...(changed === undefined ? [] : [changed]));
  return withPath(parts, segments.join('/'));
}

/** The filled segments of a path that a change applies to. */
function segmentsFor(parts: UrlParts, name: SegmentChange): number[] {
  const segments = parts.path.split('/');
  const filled = filledSegments(segments);
  return filled.filter((index) =>
    SEGMENT_CHANGES[name].applies(segments[index] ?? '', filled.length),
  );
}

/** A change of one segment drawn at random among those it applies to. */
function segmentMutation(name: SegmentChange): Mutation {
  return (parts, random) => {
    const indices = segmentsFor(parts, name);
    return indices.length === 0
      ? undefined
      : changeSegment(parts, random.pick(indices), name, random);
  };
}

const MUTATIONS: Record<string, Mutation> = {
  // Identifiers of the same shape: every digit run of the path and the query values.
  digits: (parts, random) => ({
    ...parts,
    path: reshapeDigits(parts.path, random),
    ...(parts.query === undefined
      ? {}
      : {
          query: joinQuery(
            splitQuery(parts.query).map((param) => ({
              name: param.name,
              value: param.value === undefined ? undefined : reshapeDigits(param.value, random),
            })),
          ),
        }),
  }),
  segment: segmentMutation('segment'),
  'segment-stem': segmentMutation('segment-stem'),
  // A segment more (a word, or a neighbour reshaped): a rule that stops at the segments it saw
  // lets deeper or shallower paths through where the pack's anchored regex does not, or the
  // other way round.
  'segment-insert': (parts, random) => {
    const segments = parts.path.split('/');
    const at = 1 + random.int(Math.max(segments.length - 1, 1));
    const neighbour = segments[at - 1] ?? '';
    const word =
      neighbour !== '' && random.int(2) === 0
        ? reshape(neighbour, random)
        : random.pick(PATH_WORDS);
    segments.splice(at, 0, word);
    return withPath(parts, segments.join('/'));
  },
  'segment-drop': segmentMutation('segment-drop'),
  'segment-suffix': segmentMutation('segment-suffix'),
  // The last segment's extension dropped, swapped, or another added after it.
  extension: (parts, random) => {
    const segments = parts.path.split('/');
    const last = filledSegments(segments).at(-1);
    if (last === undefined) {
      return undefined;
    }
    const segment = segments[last] ?? '';
    const dot = segment.lastIndexOf('.');
    const base = dot > 0 ? segment.slice(0, dot) : segment;
    const choice = dot > 0 ? random.int(3) : 2;
    segments[last] =
      choice === 0 ? base : `${choice === 1 ? base : segment}${random.pick(EXTENSIONS)}`;
    return withPath(parts, segments.join('/'));
  },
  'query-clear': (parts) =>
    parts.query === undefined ? undefined : { ...parts, query: undefined },
  // Single-page sites route by the fragment, which some parsers read.
  'fragment-drop': (parts) => (parts.fragment === '' ? undefined : { ...parts, fragment: '' }),
  // One query value, letters included.
  'query-value': (parts, random) => {
    const params = parts.query === undefined ? [] : splitQuery(parts.query);
    const valued = params.flatMap((param, index) => (param.value ? [index] : []));
    if (valued.length === 0) {
      return undefined;
    }
    const index = random.pick(valued);
    const param = params[index];
    if (param?.value !== undefined) {
      params[index] = { name: param.name, value: reshape(param.value, random) };
    }
    return { ...parts, query: joinQuery(params) };
  },
  // DOIs, ISSNs, ISBNs and PIIs replaced by other valid-looking ones.
  identifiers: (parts, random) => {
    const path = reshapeIdentifiers(parts.path, random);
    const query = parts.query === undefined ? undefined : reshapeIdentifiers(parts.query, random);
    return path === parts.path && query === parts.query ? undefined : { ...parts, path, query };
  },
  'upper-case': (parts) => withPath(parts, parts.path.toUpperCase()),
  'lower-case': (parts) => withPath(parts, parts.path.toLowerCase()),
  'host-case': (parts) => ({ ...parts, host: parts.host.toUpperCase() }),
  'trailing-slash': (parts) =>
    parts.path.endsWith('/')
      ? withPath(parts, parts.path.replace(/\/+$/, ''))
      : withPath(parts, `${parts.path}/`),
  // EZproxy's proxy-by-hostname form: dots become dashes (dashes doubled) under the proxy.
  'proxied-host': (parts) => ({
    ...parts,
    host: `${parts.host.replace(/-/g, '--').replace(/\./g, '-')}.proxy.univ-example.fr`,
  }),
  port: (parts) => ({
    ...parts,
    port: parts.port === '' ? (parts.scheme.toLowerCase() === 'https' ? ':443' : ':80') : '',
  }),
  'odd-port': (parts) => ({ ...parts, port: ':8443' }),
  scheme: (parts) => ({
    ...parts,
    scheme: parts.scheme.toLowerCase() === 'https' ? 'http' : 'https',
  }),
  'query-reorder': (parts) => {
    const params = parts.query === undefined ? [] : splitQuery(parts.query);
    return params.length < 2 ? undefined : { ...parts, query: joinQuery(params.reverse()) };
  },
  'query-drop': (parts, random) => {
    const params = parts.query === undefined ? [] : splitQuery(parts.query);
    if (params.length === 0) {
      return undefined;
    }
    params.splice(random.int(params.length), 1);
    return { ...parts, query: joinQuery(params) };
  },
  'query-add': (parts, random) => {
    const params = parts.query === undefined ? [] : splitQuery(parts.query);
    params.splice(random.int(params.length + 1), 0, {
      name: random.pick(['utm_source', 'lang', 'sid', '_']),
      value: reshape('a1b2c3', random),
    });
    return { ...parts, query: joinQuery(params) };
  },
  // One character of the path percent-encoded, or every escape of the path decoded.
  'percent-encode': (parts, random) => {
    const candidates: number[] = [];
    for (let index = 0; index < parts.path.length; index += 1) {
      if (/[A-Za-z0-9._~:@()!$,;=+-]/.test(parts.path.charAt(index))) {
        candidates.push(index);
      }
    }
    if (candidates.length === 0) {
      return undefined;
    }
    const index = random.pick(candidates);
    const code = parts.path.charCodeAt(index).toString(16).toUpperCase().padStart(2, '0');
    return withPath(parts, `${parts.path.slice(0, index)}%${code}${parts.path.slice(index + 1)}`);
  },
  'percent-decode': (parts) => {
    if (!/%[0-9a-f]{2}/i.test(parts.path)) {
      return undefined;
    }
    try {
      return withPath(parts, decodeURIComponent(parts.path));
    } catch {
      return undefined;
    }
  },
};

const SINGLE = Object.keys(MUTATIONS);
/**
 * How many variants apply two or three changes at once (a proxied host and a new identifier, an
 * extra segment in upper case…): a native rule that learned its tables' URLs tends to part from
 * the pack's parser only where changes meet (2026-11-29: 6 of 18 platforms proven equal on
 * single changes differed on chains of up to three).
 */
const CHAINS = [
  { length: 2, count: 8 },
  { length: 3, count: 8 },
];

/**
 * Variants of `url` (absolute, or a path), deterministic for a given seed: identifiers swapped
 * for others of the same shape, segments added, dropped or lengthened, extensions, case, trailing
 * slash, proxied and ported hosts, scheme, query order and parameters, fragment,
 * percent-encoding, and chains of two or three of those. Distinct, the URL itself excluded.
 */
export function urlVariants(url: string, seed: number): string[] {
  return withPathOnly(url, (absolute) => absoluteVariants(absolute, seed));
}

const RELATIVE_ORIGIN = 'relative://path';

/**
 * `variantsOf` applied to `url`; a path without host (some tables have them: the parser was
 * forced) is given a stand-in origin and varies in its path and query only.
 */
function withPathOnly(url: string, variantsOf: (absolute: string) => string[]): string[] {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return variantsOf(`${RELATIVE_ORIGIN}${url}`)
      .filter((variant) => variant.startsWith(`${RELATIVE_ORIGIN}/`))
      .map((variant) => variant.slice(RELATIVE_ORIGIN.length));
  }
  return variantsOf(url);
}

/** The distinct URLs of `changed`, `url` itself excluded. */
function distinctUrls(url: string, changed: Iterable<UrlParts | undefined>): string[] {
  const found = new Set<string>();
  for (const parts of changed) {
    if (parts !== undefined) {
      const text = joinUrl(parts);
      if (text !== url) {
        found.add(text);
      }
    }
  }
  return [...found];
}

/**
 * Every segment change of `url` at every segment it applies to (reshaped, renamed, dropped,
 * lengthened), and each query parameter dropped or its value reshaped, deterministic for a
 * seed. The rounds of `urlVariants` change one segment drawn at random, so a rule more lenient
 * than the pack's on one segment passed or not by the draw (blldb's first segment, 2026-12-03):
 * the few canonical URLs of a platform (its table rows, listed URLs) get them all.
 */
export function everyPartVariants(url: string, seed: number): string[] {
  const random = seededRandom(`segments\u0000${String(seed)}\u0000${url}`);
  return withPathOnly(url, (absolute) => {
    const parts = splitUrl(absolute);
    return parts === undefined ? [] : distinctUrls(absolute, partChanges(parts, random));
  });
}

function* partChanges(parts: UrlParts, random: Random): Generator<UrlParts> {
  for (const name of Object.keys(SEGMENT_CHANGES) as SegmentChange[]) {
    for (const index of segmentsFor(parts, name)) {
      yield changeSegment(parts, index, name, random);
    }
  }
  const params = parts.query === undefined ? [] : splitQuery(parts.query);
  for (const [index, { name, value }] of params.entries()) {
    const others = params.filter((_other, at) => at !== index);
    yield { ...parts, query: others.length === 0 ? undefined : joinQuery(others) };
    if (value) {
      const reshaped = params.map((other, at) =>
        at === index ? { name, value: reshape(value, random) } : other,
      );
      yield { ...parts, query: joinQuery(reshaped) };
    }
  }
}

function absoluteVariants(url: string, seed: number): string[] {
  const parts = splitUrl(url);
  if (parts === undefined) {
    return [];
  }
  const random = seededRandom(`${String(seed)}\u0000${url}`);
  const changed: (UrlParts | undefined)[] = SINGLE.map((name) => MUTATIONS[name]?.(parts, random));
  for (const chain of CHAINS) {
    for (let i = 0; i < chain.count; i += 1) {
      let chained: UrlParts | undefined = parts;
      for (let step = 0; step < chain.length && chained !== undefined; step += 1) {
        chained = MUTATIONS[random.pick(SINGLE)]?.(chained, random);
      }
      changed.push(chained);
    }
  }
  return distinctUrls(url, changed);
}
