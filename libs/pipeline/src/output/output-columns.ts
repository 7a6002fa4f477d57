/** The reference's 25 default output columns (`EZPAARSE_OUTPUT_FIELDS`), in order. */
export const DEFAULT_OUTPUT_FIELDS: readonly string[] = [
  'datetime',
  'date',
  'login',
  'platform',
  'platform_name',
  'publisher_name',
  'rtype',
  'mime',
  'print_identifier',
  'online_identifier',
  'title_id',
  'doi',
  'publication_title',
  'publication_date',
  'unitid',
  'domain',
  'on_campus',
  'log_id',
  'ezpaarse_version',
  'ezpaarse_date',
  'middlewares_version',
  'middlewares_date',
  'platforms_version',
  'platforms_date',
  'middlewares',
];

/**
 * Orders output columns as the reference does: `base`, then `edits.add` (`Output-Fields: +x`), then
 * `extras` (fields added by enrichers in chain order, then the log format's fields), each once,
 * minus every `edits.remove` (`-x`).
 */
export function resolveOutputColumns(
  base: readonly string[],
  edits: { add: readonly string[]; remove: readonly string[] },
  extras: readonly string[],
): string[] {
  const removed = new Set(edits.remove);
  const seen = new Set<string>();
  const columns: string[] = [];
  for (const field of [...base, ...edits.add, ...extras]) {
    if (field !== '' && !seen.has(field) && !removed.has(field)) {
      seen.add(field);
      columns.push(field);
    }
  }
  return columns;
}
