import type { PlatformParser } from './platform-parser.js';

const NONE: readonly PlatformParser[] = Object.freeze([]);

/**
 * Host name → ordered candidate parsers. Exact names are one Map lookup; `*.a.b` entries live in a
 * second Map keyed by `a.b` and are only consulted when wildcards are allowed.
 */
export class HostIndex {
  private readonly exact = new Map<string, PlatformParser[]>();
  private readonly wildcard = new Map<string, PlatformParser[]>();

  /** `parsers` must already be in trial order (the reference's folder-name order). */
  constructor(parsers: readonly PlatformParser[]) {
    for (const parser of parsers) {
      for (const domain of new Set(parser.info.domains)) {
        const isWildcard = domain.startsWith('*.');
        const map = isWildcard ? this.wildcard : this.exact;
        const key = isWildcard ? domain.slice(2) : domain;
        const list = map.get(key);
        if (list === undefined) {
          map.set(key, [parser]);
        } else {
          list.push(parser);
        }
      }
    }
  }

  /**
   * Adds one host of `parser` (from a knowledge base), keeping the host's candidates in trial
   * order: `rank` gives each parser's place in the catalog.
   */
  add(parser: PlatformParser, host: string, rank: (parser: PlatformParser) => number): void {
    const isWildcard = host.startsWith('*.');
    const map = isWildcard ? this.wildcard : this.exact;
    const key = isWildcard ? host.slice(2) : host;
    const list = map.get(key);
    if (list === undefined) {
      map.set(key, [parser]);
      return;
    }
    if (list.includes(parser)) {
      return;
    }
    const place = list.findIndex((other) => rank(other) > rank(parser));
    list.splice(place === -1 ? list.length : place, 0, parser);
  }

  /** Candidates for `host` in trial order; wildcard entries are appended, most specific first. */
  candidates(host: string, allowWildcards: boolean): readonly PlatformParser[] {
    const exact = this.exact.get(host) ?? NONE;
    if (!allowWildcards || this.wildcard.size === 0) {
      return exact;
    }
    const found = [...exact];
    let suffix = host;
    for (;;) {
      for (const parser of this.wildcard.get(suffix) ?? NONE) {
        if (!found.includes(parser)) {
          found.push(parser);
        }
      }
      const dot = suffix.indexOf('.');
      if (dot === -1) {
        break;
      }
      suffix = suffix.slice(dot + 1);
    }
    return found;
  }
}
