/**
 * Which first path segments a rule's path regex allows, read from its source.
 *
 * Most rules anchor their path on a literal first segment (`^\/doi\/…`), or on one of a few
 * (`^\/(?:ehost|eds)\/…`, `^\/(?:wol1\/)?doi\/…`): such a rule cannot match a path whose first
 * segment is not one of them, so the rule index skips it without running its regex.
 */
export interface SegmentKey {
  /** Every first segment a match can have. */
  segments: readonly string[];
  /** The regex has the `i` flag: compare lower-cased. */
  caseless: boolean;
}

// Characters that stand for themselves in a regex and in a path segment.
const PLAIN = /^[A-Za-z0-9_~,;:@=!'-]$/;
// Escaped characters that stand for themselves (`\.`, `\-`…).
const ESCAPED_LITERAL = /^[.\-_~,;:@=!'+*?()[\]{}|$^&%#]$/;
const QUANTIFIER = /^[?*+{]$/;
// What may follow the literal: the end of the segment, said in the ways rules say it.
const SEGMENT_ENDS = ['\\/?$', '(?:\\/|$)', '(?:$|\\/)', '$'];
// More spellings than this and the rule is simply tried for every URL.
const MAX_SPELLINGS = 16;

/**
 * Walks a regex source from `from`, skipping escapes and character classes, and returns the
 * index of the first character for which `stop(char, depth)` holds (depth in groups after that
 * character), or -1.
 */
function scan(
  source: string,
  from: number,
  stop: (char: string, depth: number) => boolean,
): number {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i += 1) {
    const char = source[i] ?? '';
    if (char === '\\') {
      i += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else {
      depth += char === '(' ? 1 : char === ')' ? -1 : 0;
      if (stop(char, depth)) {
        return i;
      }
    }
  }
  return -1;
}

/** Index just past the `)` closing the group opened at `open`, or -1. */
function groupEnd(source: string, open: number): number {
  const close = scan(source, open, (char, depth) => char === ')' && depth === 0);
  return close === -1 ? -1 : close + 1;
}

function hasTopLevelAlternation(source: string): boolean {
  return scan(source, 0, (char, depth) => char === '|' && depth === 0) !== -1;
}

/** The text `source` stands for when it is literal characters only (`a\/b\.c`), else undefined. */
function literalText(source: string): string | undefined {
  let text = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] ?? '';
    if (PLAIN.test(char)) {
      text += char;
    } else if (
      char === '\\' &&
      (source[i + 1] === '/' || ESCAPED_LITERAL.test(source[i + 1] ?? ''))
    ) {
      text += source[i + 1] ?? '';
      i += 1;
    } else {
      return undefined;
    }
  }
  return text;
}

/**
 * The next piece of a regex at `at` that stands for a finite set of texts: one literal character
 * or a group of literal alternatives, either optional with `?`. Undefined otherwise.
 */
function literalPiece(source: string, at: number): { texts: string[]; next: number } | undefined {
  const char = source[at] ?? '';
  if (char !== '(') {
    const width = char === '\\' ? 2 : 1;
    const text = literalText(source.slice(at, at + width));
    return text === undefined || text === '' ? undefined : quantified(source, [text], at + width);
  }
  const end = groupEnd(source, at);
  // Plain, non-capturing and named groups; lookarounds (`(?=`, `(?<!`…) match no text.
  const opening = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>|(?!\?))/.exec(source.slice(at, end))?.[0];
  if (end === -1 || opening === undefined) {
    return undefined;
  }
  const inner = source.slice(at + opening.length, end - 1);
  if (inner.includes('(')) {
    return undefined;
  }
  const texts: string[] = [];
  for (const alternative of inner.split('|')) {
    const text = literalText(alternative);
    if (text === undefined) {
      return undefined;
    }
    texts.push(text);
  }
  return quantified(source, texts, end);
}

/** A piece's texts as the quantifier at `after` allows them: `?` adds the empty text, others any. */
function quantified(
  source: string,
  texts: string[],
  after: number,
): { texts: string[]; next: number } | undefined {
  const quantifier = source[after] ?? '';
  if (quantifier === '?') {
    // `?` or lazy `??`: the same texts either way.
    return { texts: [...texts, ''], next: source[after + 1] === '?' ? after + 2 : after + 1 };
  }
  return QUANTIFIER.test(quantifier) ? undefined : { texts, next: after };
}

/** Every literal first segment a match of `regex` can have, or undefined when one is not spelt out. */
export function literalFirstSegments(regex: RegExp): SegmentKey | undefined {
  const { source, flags } = regex;
  const caseless = flags.includes('i');
  // `m` moves `^`; with `u`/`v`, `i` folds some non-ASCII letters onto ASCII ones (K, ſ).
  if (
    flags.includes('m') ||
    (caseless && (flags.includes('u') || flags.includes('v'))) ||
    !source.startsWith('^') ||
    hasTopLevelAlternation(source)
  ) {
    return undefined;
  }
  // Every text the regex's start can spell, until each one holds a whole first segment.
  let prefixes = [''];
  let at = 1;
  const complete = (prefix: string): boolean => prefix.includes('/', 1);
  while (!prefixes.every(complete)) {
    const piece = literalPiece(source, at);
    if (piece === undefined) {
      break;
    }
    prefixes = prefixes.flatMap((prefix) =>
      complete(prefix) ? [prefix] : piece.texts.map((text) => prefix + text),
    );
    if (prefixes.length > MAX_SPELLINGS) {
      return undefined;
    }
    at = piece.next;
  }
  // A prefix still in its first segment ends there only if the regex says so next.
  const rest = source.slice(at);
  const ended = SEGMENT_ENDS.some((end) => rest.startsWith(end));
  const segments = new Set<string>();
  for (const prefix of prefixes) {
    if (!prefix.startsWith('/') || (!complete(prefix) && !ended)) {
      return undefined;
    }
    const segment = complete(prefix) ? prefix.slice(1, prefix.indexOf('/', 1)) : prefix.slice(1);
    segments.add(caseless ? segment.toLowerCase() : segment);
  }
  return { segments: [...segments], caseless };
}
