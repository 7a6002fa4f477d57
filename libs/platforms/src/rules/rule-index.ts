/**
 * Narrows a platform's rules to those that can match a URL, by the first segment of its path
 * (see first-segments.ts for which rules say theirs). Rules whose first segment is not spelt out
 * (or that have no path pattern) are tried for every URL. The first-match order of the platform's
 * rules is kept in every list.
 */
import type { SegmentKey } from './first-segments.js';

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
        for (const segment of key.segments) {
          const name = `${key.caseless ? 'i' : 'x'}:${segment}`;
          const list = keyed.get(name) ?? [];
          list.push({ rule, position });
          keyed.set(name, list);
        }
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
