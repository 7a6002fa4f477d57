/**
 * Narrows a platform's rules to those that can match a URL, by the first segment of its path.
 *
 * Most rules anchor their path on a literal first segment (`^\/doi\/…`, `^\/science\/…`): such a
 * rule cannot match a path whose first segment differs, so it is skipped without running its
 * regex. Rules whose first segment is not a plain literal (or that have no path pattern) are
 * tried for every URL. The first-match order of the platform's rules is kept in every list.
 */
export interface SegmentKey {
  segment: string;
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

function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') {
      i += 1;
    } else if (inClass) {
      inClass = char !== ']';
    } else if (char === '[') {
      inClass = true;
    } else if (char === '(') {
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      return true;
    }
  }
  return false;
}

/** The literal first path segment every match of `regex` has, or undefined when there is none. */
export function literalFirstSegment(regex: RegExp): SegmentKey | undefined {
  const { source, flags } = regex;
  const caseless = flags.includes('i');
  // `m` moves `^`; with `u`/`v`, `i` folds some non-ASCII letters onto ASCII ones (K, ſ).
  if (
    flags.includes('m') ||
    (caseless && (flags.includes('u') || flags.includes('v'))) ||
    !source.startsWith('^\\/') ||
    hasTopLevelAlternation(source)
  ) {
    return undefined;
  }
  let segment = '';
  let i = 3;
  for (;;) {
    const char = source[i] ?? '';
    let width: number;
    if (PLAIN.test(char)) {
      segment += char;
      width = 1;
    } else if (char === '\\' && ESCAPED_LITERAL.test(source[i + 1] ?? '')) {
      segment += source[i + 1] ?? '';
      width = 2;
    } else {
      break;
    }
    if (QUANTIFIER.test(source[i + width] ?? '')) {
      return undefined;
    }
    i += width;
  }
  const rest = source.slice(i);
  const ended =
    (rest.startsWith('\\/') && !QUANTIFIER.test(rest[2] ?? '')) ||
    SEGMENT_ENDS.some((end) => rest.startsWith(end));
  if (!ended) {
    return undefined;
  }
  return { segment: caseless ? segment.toLowerCase() : segment, caseless };
}

/** The first segment of a path (`/a/b` → `a`), or undefined when the path does not start with `/`. */
export function firstSegment(path: string): string | undefined {
  if (path.charCodeAt(0) !== 47) {
    return undefined;
  }
  const slash = path.indexOf('/', 1);
  return slash === -1 ? path.slice(1) : path.slice(1, slash);
}

/** Rules in platform order, narrowed by first path segment. */
export class RuleIndex<R> {
  private readonly generic: readonly R[];
  private readonly exact = new Map<string, readonly R[]>();
  private readonly caseless = new Map<string, readonly R[]>();
  private readonly order = new Map<R, number>();

  constructor(rules: readonly { rule: R; key: SegmentKey | undefined }[]) {
    const keyed = new Map<string, { rule: R; position: number }[]>();
    const generic: { rule: R; position: number }[] = [];
    rules.forEach(({ rule, key }, position) => {
      this.order.set(rule, position);
      if (key === undefined) {
        generic.push({ rule, position });
      } else {
        const name = `${key.caseless ? 'i' : 'x'}:${key.segment}`;
        const list = keyed.get(name) ?? [];
        list.push({ rule, position });
        keyed.set(name, list);
      }
    });
    this.generic = generic.map((entry) => entry.rule);
    for (const [name, list] of keyed) {
      const merged = [...list, ...generic].sort((a, b) => a.position - b.position);
      const map = name.startsWith('i:') ? this.caseless : this.exact;
      map.set(
        name.slice(2),
        merged.map((entry) => entry.rule),
      );
    }
  }

  /** The rules to try, in order, for a URL whose path is `path`. */
  candidates(path: string | null): readonly R[] {
    if (path === null || (this.exact.size === 0 && this.caseless.size === 0)) {
      return this.generic;
    }
    const segment = firstSegment(path);
    if (segment === undefined) {
      return this.generic;
    }
    const exact = this.exact.get(segment);
    const caseless =
      this.caseless.size === 0 ? undefined : this.caseless.get(segment.toLowerCase());
    if (exact === undefined) {
      return caseless ?? this.generic;
    }
    if (caseless === undefined) {
      return exact;
    }
    // A path segment keyed both ways (`Doi` and /doi/i): rare, merged on the spot.
    return [...new Set([...exact, ...caseless])].sort(
      (a, b) => (this.order.get(a) ?? 0) - (this.order.get(b) ?? 0),
    );
  }
}
