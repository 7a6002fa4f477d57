import { refsOf } from '../template.js';
import type { Fields } from '../rule.types.js';

// A family shape names every part of its path so that any platform can read it, but a regex pays
// for each capturing group on every match (and one without any runs as a plain test). A shape
// therefore names only the groups its fields read; the others stay groups without a name.
// Fields read captures through templates and helpers (`compute` declares its reads), as the
// load-time check of the catalog requires anyway.

/** The capture names `fields` read. */
export function capturesRead(fields: Fields): ReadonlySet<string> {
  const reads = new Set<string>();
  for (const value of Object.values(fields)) {
    if (value !== undefined) {
      for (const name of refsOf(value)) {
        reads.add(name);
      }
    }
  }
  return reads;
}

/** `(?<name>source)` when `name` is read, else `(?:source)`. */
export function groupIfRead(reads: ReadonlySet<string>, name: string, source: string): string {
  return reads.has(name) ? `(?<${name}>${source})` : `(?:${source})`;
}
