import { ReportNoticeSchema } from '@sillage/shared-types';

/**
 * A job report as the report card shows it: group (`general`, `rejets`, `stats`…) → key → value.
 * The live report arrives in pieces, so no group is required here.
 */
export type ReportGroups = Record<string, Record<string, unknown>>;

/**
 * Keeps the groups of a report that are key/value objects (drops any other top-level field). The
 * `notices` list is kept as a group too, each notice under the report key it words, the way the
 * page looks them up.
 */
export function toReportGroups(report: Readonly<Record<string, unknown>>): ReportGroups {
  const groups: ReportGroups = Object.fromEntries(
    Object.entries(report).filter(
      (entry): entry is [string, Record<string, unknown>] =>
        typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
    ),
  );
  const notices = ReportNoticeSchema.array().safeParse(report.notices);
  if (notices.success) {
    groups.notices = Object.fromEntries(notices.data.map((notice) => [notice.key, notice]));
  }
  return groups;
}
