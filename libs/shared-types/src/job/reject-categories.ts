/**
 * Where a dropped line goes. Each category has its report counter (`rejets.nb-lines-…`), its
 * reject file (`lines-<file>.log`) and its response header (`Lines-…`), as in the reference.
 */
export const REJECT_CATEGORIES = {
  'unknown-formats': { counter: 'nb-lines-unknown-formats', header: 'Lines-Unknown-Formats' },
  'filtered-ecs': { counter: 'nb-lines-ignored', header: 'Lines-Filtered-ECs' },
  'ignored-domains': { counter: 'nb-lines-ignored-domains', header: 'Lines-Ignored-Domains' },
  'ignored-hosts': { counter: 'nb-lines-ignored-hosts', header: 'Lines-Ignored-Hosts' },
  'robots-ecs': { counter: 'nb-lines-robots-ecs', header: 'Lines-Robots-ECs' },
  'unknown-domains': { counter: 'nb-lines-unknown-domains', header: 'Lines-Unknown-Domains' },
  'unqualified-ecs': { counter: 'nb-lines-unqualified-ecs', header: 'Lines-Unqualified-ECs' },
  'duplicate-ecs': { counter: 'nb-lines-duplicate-ecs', header: 'Lines-Duplicate-ECs' },
  'unordered-ecs': { counter: 'nb-lines-unordered-ecs', header: 'Lines-Unordered-ECs' },
  'unknown-errors': { counter: 'nb-lines-unknown-errors', header: 'Lines-Unknown-Errors' },
} as const;

export type RejectCategory = keyof typeof REJECT_CATEGORIES;
export const REJECT_CATEGORY_NAMES = Object.keys(REJECT_CATEGORIES) as RejectCategory[];

/**
 * The reject counters of a job report, in display order: the `rejets` counters and
 * `nb-denied-ecs` (kept in `general` by the reference layout). The web report page and the
 * job-finished mail word each of them (report.rejects.<key>, libs/mail's reject labels).
 */
export const REJECT_KEYS = [
  'nb-lines-ignored',
  'nb-lines-unknown-formats',
  'nb-lines-ignored-domains',
  'nb-lines-unknown-domains',
  'nb-lines-unqualified-ecs',
  'nb-lines-duplicate-ecs',
  'nb-lines-unordered-ecs',
  'nb-lines-ignored-hosts',
  'nb-lines-robots-ecs',
  'nb-lines-filtered-ecs',
  'nb-lines-unknown-errors',
  'nb-denied-ecs',
] as const;

/** One of REJECT_KEYS. */
export type RejectKey = (typeof REJECT_KEYS)[number];

/** True when `key` is one of REJECT_KEYS. */
export function isRejectKey(key: string): key is RejectKey {
  return (REJECT_KEYS as readonly string[]).includes(key);
}
