/**
 * A job report as the report card shows it: group (`general`, `rejets`, `stats`…) → key → value.
 * The live report arrives in pieces, so no group is required here.
 */
export type ReportGroups = Record<string, Record<string, unknown>>;

/** Keeps the groups of a report that are key/value objects (drops any other top-level field). */
export function toReportGroups(report: Readonly<Record<string, unknown>>): ReportGroups {
  return Object.fromEntries(
    Object.entries(report).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
    ),
  );
}
