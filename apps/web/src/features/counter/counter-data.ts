import { COUNTER_METRICS, type CounterMetric, type CounterReport } from '@sillage/shared-types';

/**
 * The COUNTER R5.1 Standard-View-like tables a proxy log supports (counter.md §2.6): searches,
 * Access_Type and YOP are not observable, so PR_P1 has no Searches_Platform and the title views
 * are not restricted to Controlled access.
 */
export const COUNTER_VIEWS = {
  /**
   * Platform usage: PR's metrics summed per platform. PR has no No_License (denials are title
   * metrics, in the denials view).
   */
  pr: {
    byTitle: false,
    dataTypes: undefined,
    metrics: COUNTER_METRICS.filter((metric) => metric !== 'No_License'),
  },
  /** TR_B1-like: book requests. */
  tr_b1: {
    byTitle: true,
    dataTypes: ['Book'],
    metrics: ['Total_Item_Requests', 'Unique_Title_Requests'],
  },
  /** TR_J1-like: journal requests. */
  tr_j1: {
    byTitle: true,
    dataTypes: ['Journal'],
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
  },
  /** TR_B2/TR_J2-like: access denied (No_License) by title. */
  denials: {
    byTitle: true,
    dataTypes: undefined,
    metrics: ['No_License'],
  },
} as const satisfies Record<
  string,
  {
    byTitle: boolean;
    dataTypes: readonly string[] | undefined;
    metrics: readonly CounterMetric[];
  }
>;
export type CounterViewId = keyof typeof COUNTER_VIEWS;

/** The title fields of a platform total, which has none. */
const UNTITLED = {
  publication_title: '',
  print_identifier: '',
  online_identifier: '',
  title_id: '',
};
export const COUNTER_VIEW_IDS = Object.keys(COUNTER_VIEWS) as CounterViewId[];

/** One line of a COUNTER table: an item (platform, or title) × one metric type, months as columns. */
export interface CounterTableRow {
  key: string;
  platform: string;
  title: string;
  printIdentifier: string;
  onlineIdentifier: string;
  /** The platform's own id of the title ('' when none, or in files that predate it). */
  titleId: string;
  dataType: string;
  metric: CounterMetric;
  /** Reporting_Period_Total. */
  total: number;
  byMonth: Record<string, number>;
}

export interface CounterTable {
  view: CounterViewId;
  months: string[];
  rows: CounterTableRow[];
}

/**
 * Lays counter.json out as COUNTER tabular reports do: one row per item and metric type, one
 * column per month, plus the period total. Platform rows are counter.json's platform totals.
 * Rows whose total is 0 are left out.
 */
export function buildCounterTable(report: CounterReport, view: CounterViewId): CounterTable {
  const definition = COUNTER_VIEWS[view];
  const allowedTypes: readonly string[] | undefined = definition.dataTypes;
  const metrics: readonly CounterMetric[] = definition.metrics;
  const months = new Set<string>();
  const groups = new Map<
    string,
    Omit<CounterTableRow, 'metric' | 'total' | 'byMonth' | 'key'> & {
      cells: Map<CounterMetric, Record<string, number>>;
    }
  >();
  // Platform totals counted over the platform (an item read under two titles counts once) when
  // counter.json has them; older files only have the title rows, summed.
  const source = definition.byTitle
    ? report.rows
    : (report.platforms?.map((row) => ({ ...row, ...UNTITLED, data_type: 'Other' as const })) ??
      report.rows);
  for (const row of source) {
    if (allowedTypes !== undefined && !allowedTypes.includes(row.data_type)) {
      continue;
    }
    months.add(row.month);
    // A title row is also split by data type: a platform's untitled books and journals are two
    // rows of counter.json, and merging them would type the sum after whichever came first.
    const key = definition.byTitle
      ? [
          row.platform,
          row.publication_title,
          row.print_identifier,
          row.online_identifier,
          row.title_id ?? '',
          row.data_type,
        ].join('\u0000')
      : row.platform;
    let group = groups.get(key);
    if (!group) {
      group = {
        platform: row.platform,
        title: definition.byTitle ? row.publication_title : '',
        printIdentifier: definition.byTitle ? row.print_identifier : '',
        onlineIdentifier: definition.byTitle ? row.online_identifier : '',
        titleId: definition.byTitle ? (row.title_id ?? '') : '',
        dataType: definition.byTitle ? row.data_type : 'Platform',
        cells: new Map(),
      };
      groups.set(key, group);
    }
    for (const metric of metrics) {
      const cell = group.cells.get(metric) ?? {};
      cell[row.month] = (cell[row.month] ?? 0) + row.metrics[metric];
      group.cells.set(metric, cell);
    }
  }
  const rows: CounterTableRow[] = [];
  for (const [key, group] of groups) {
    const { cells, ...identity } = group;
    for (const metric of metrics) {
      const byMonth = cells.get(metric) ?? {};
      const total = Object.values(byMonth).reduce((sum, value) => sum + value, 0);
      if (total > 0) {
        rows.push({ ...identity, key: `${key}\u0000${metric}`, metric, total, byMonth });
      }
    }
  }
  rows.sort(
    (a, b) =>
      a.platform.localeCompare(b.platform) ||
      a.title.localeCompare(b.title) ||
      a.printIdentifier.localeCompare(b.printIdentifier) ||
      a.onlineIdentifier.localeCompare(b.onlineIdentifier) ||
      a.dataType.localeCompare(b.dataType) ||
      metrics.indexOf(a.metric) - metrics.indexOf(b.metric),
  );
  return { view, months: monthsOfPeriod(report, months), rows };
}

/** `2024-02` → `2024-02-29`. */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const day = new Date(Date.UTC(Number(year), Number(number), 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * The days the logs read cover of a period of whole months (`YYYY-MM-DD`), when they start after
 * its first day or end before its last: a log of 29–30 November is not November's usage.
 * Undefined when they cover it whole, or the report does not say (older counter.json).
 */
export function partialCoverage(
  months: readonly string[],
  report: CounterReport,
): { from: string; to: string } | undefined {
  const [first, last] = [months[0], months[months.length - 1]];
  // (Absent from older counter.json, null when no line was dated.)
  const [firstDay, lastDay] = [report.first_day ?? undefined, report.last_day ?? undefined];
  if (
    first === undefined ||
    last === undefined ||
    firstDay === undefined ||
    lastDay === undefined
  ) {
    return undefined;
  }
  const [begin, end] = [`${first}-01`, lastDayOf(last)];
  if (firstDay <= begin && lastDay >= end) {
    return undefined;
  }
  return { from: firstDay > begin ? firstDay : begin, to: lastDay < end ? lastDay : end };
}

/** The earliest or latest of the months given, undefined when none is. */
function extremeMonth(
  months: readonly (string | null | undefined)[],
  pick: 'first' | 'last',
): string | undefined {
  const known = months.filter((month): month is string => typeof month === 'string').sort();
  return pick === 'first' ? known[0] : known.at(-1);
}

/**
 * Every month from the first to the last the job's logs cover or counted usage in (`YYYY-MM`),
 * plus any row month outside them: COUNTER tables give each month of the reporting period a
 * column, even one that counted nothing in this view, so every view of a job has the same
 * columns.
 */
function monthsOfPeriod(report: CounterReport, rowMonths: Set<string>): string[] {
  const all = new Set(rowMonths);
  const begin = extremeMonth([report.begin_month, report.first_day?.slice(0, 7)], 'first');
  const end = extremeMonth([report.end_month, report.last_day?.slice(0, 7)], 'last');
  if (begin !== undefined && end !== undefined && begin <= end) {
    let [year, month] = begin.split('-').map(Number) as [number, number];
    for (let current = begin; current <= end;) {
      all.add(current);
      month += 1;
      if (month > 12) {
        [year, month] = [year + 1, 1];
      }
      current = `${String(year)}-${String(month).padStart(2, '0')}`;
    }
  }
  return [...all].sort();
}

/**
 * Each metric summed over counter.json's platform totals, or over its title rows in older files
 * (the headline figures). No item belongs to two platforms, so those sums stay exact.
 */
export function sumCounterMetrics(report: CounterReport): Record<CounterMetric, number> {
  const totals = Object.fromEntries(COUNTER_METRICS.map((metric) => [metric, 0])) as Record<
    CounterMetric,
    number
  >;
  for (const row of report.platforms ?? report.rows) {
    for (const metric of COUNTER_METRICS) {
      totals[metric] += row.metrics[metric];
    }
  }
  return totals;
}

/**
 * A report month ("2012-11") as the page's language names it: "Nov 2012", "nov. 2012". The
 * month is a calendar month, not an instant, so it is read in UTC whatever the reader's zone.
 * A value that is no month stays as written.
 */
export function formatCounterMonth(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (match?.[1] === undefined || match[2] === undefined) {
    return month;
  }
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** A report day ("2012-11-29") as the page's language writes it: "Nov 29, 2012", "29 nov. 2012". */
export function formatCounterDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) {
    return day;
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
