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
