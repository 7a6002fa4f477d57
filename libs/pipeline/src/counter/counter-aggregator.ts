import {
  COUNTER_METRICS,
  type CounterMetrics,
  type CounterPlatformRow,
  type CounterReport,
  type CounterRow,
  neutraliseFormula,
} from '@sillage/shared-types';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import {
  classifyActivity,
  classifyDataType,
  computeItemKey,
  computeSessionKey,
  computeTitleKey,
  isBookTitle,
} from './counter-keys.js';
import { DailyUniqueCounts } from './daily-unique-counts.js';

interface Tally {
  totals: { investigations: number; requests: number; noLicense: number };
  uniques: DailyUniqueCounts;
}

interface Cell extends Tally {
  row: Omit<CounterRow, 'metrics'>;
  /** The row's identity (platform, identifiers, title, data type, month). */
  key: string;
}

interface PlatformCell extends Tally {
  row: Omit<CounterPlatformRow, 'metrics'>;
}

function emptyTally(onOpen: (day: string, counts: DailyUniqueCounts) => void): Tally {
  return {
    totals: { investigations: 0, requests: 0, noLicense: 0 },
    uniques: new DailyUniqueCounts(onOpen),
  };
}

function metricsOf(tally: Tally): CounterMetrics {
  return {
    Total_Item_Investigations: tally.totals.investigations,
    Unique_Item_Investigations: tally.uniques.count('itemInvestigations'),
    Unique_Title_Investigations: tally.uniques.count('titleInvestigations'),
    Total_Item_Requests: tally.totals.requests,
    Unique_Item_Requests: tally.uniques.count('itemRequests'),
    Unique_Title_Requests: tally.uniques.count('titleRequests'),
    No_License: tally.totals.noLicense,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day before `day` (YYYY-MM-DD). */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Notes every counter.json carries: what proxy logs cannot tell (counter.md §2.8). */
export const COUNTER_NOTES: readonly string[] = [
  'COUNTER-style figures computed from proxy logs; not audited, not comparable one-to-one with publisher reports.',
  'Access_Type (Controlled/Open) and YOP are not in proxy logs and are not reported.',
  'Searches are not observable through a proxy and are not reported.',
  'No_License counts denials the log shows (HTTP 401/403 or a recognised denial page).',
];

/**
 * Aggregates the events a COUNTER R5.1 job produces into platform × title × month cells:
 * Total_* count events (already double-click filtered), Unique_Item_* distinct (session, item),
 * Unique_Title_* distinct (session, title) for books only, No_License the denied events.
 */
export class CounterAggregator {
  private readonly cells = new Map<string, Cell>();
  private readonly platformCells = new Map<string, PlatformCell>();
  private firstDay: string | undefined;
  private lastDay: string | undefined;
  /** The latest day counted, and the cells with distinct pairs kept as strings for each open day. */
  private latestDay: string | undefined;
  private readonly openDays = new Map<string, Set<DailyUniqueCounts>>();

  /**
   * Notes the days the log covers, from every line read (counted or not): what the report's
   * months hold of those months.
   */
  observe(events: readonly PipelineEvent[]): void {
    for (const { fields } of events) {
      const day = fields.date;
      if (day === undefined || !DAY.test(day)) {
        continue;
      }
      if (this.firstDay === undefined || day < this.firstDay) {
        this.firstDay = day;
      }
      if (this.lastDay === undefined || day > this.lastDay) {
        this.lastDay = day;
      }
    }
  }

  /** Counts written events (granted ones as usage, denied ones as No_License). */
  add(events: readonly PipelineEvent[]): void {
    for (const event of events) {
      this.addOne(event);
    }
  }

  private addOne(event: PipelineEvent): void {
    const { fields } = event;
    const activity = classifyActivity(fields.rtype);
    if (event.granted && activity === undefined) {
      return;
    }
    const month = (fields.date ?? fields.datetime ?? '').slice(0, 7);
    if (!/^\d{4}-\d{2}$/.test(month)) {
      return;
    }
    const cell = this.cellOf(fields, month);
    const tallies = [cell, this.platformCellOf(fields, month)];
    if (!event.granted) {
      for (const tally of tallies) {
        tally.totals.noLicense += 1;
      }
      return;
    }
    const session = fields.session_id ?? computeSessionKey(fields);
    const itemKey = computeItemKey(fields);
    const item = `${session}\u0000${itemKey}`;
    // A book request is a title request too (R5.1). A book whose title is not identified (an
    // encyclopaedia entry known by its URL alone) is its row's title: each row is one title, so
    // its entries read in one session are one title, not one each.
    const title = isBookTitle(fields)
      ? `${session}\u0000${computeTitleKey(fields) ?? `row:${cell.key}`}`
      : undefined;
    // The session's day: the date its key holds.
    const day = (fields.date ?? fields.datetime ?? '').slice(0, 10);
    for (const tally of tallies) {
      const { uniques } = tally;
      tally.totals.investigations += 1;
      uniques.add('itemInvestigations', day, item);
      if (title !== undefined) {
        uniques.add('titleInvestigations', day, title);
      }
      if (activity === 'request') {
        tally.totals.requests += 1;
        uniques.add('itemRequests', day, item);
        if (title !== undefined) {
          uniques.add('titleRequests', day, title);
        }
      }
    }
    if (DAY.test(day) && (this.latestDay === undefined || day > this.latestDay)) {
      this.latestDay = day;
      this.closeBefore(dayBefore(day));
    }
  }

  /** Each cell's open days, to close them as the log moves on. */
  private readonly noteOpenDay = (day: string, counts: DailyUniqueCounts): void => {
    let cells = this.openDays.get(day);
    if (cells === undefined) {
      cells = new Set();
      this.openDays.set(day, cells);
    }
    cells.add(counts);
  };

  /**
   * Closes the days before `limit` (their pairs kept as hashes): a log in time order, give or
   * take a day, meets no more of their pairs, and one out of order is still counted right.
   */
  private closeBefore(limit: string): void {
    for (const [day, cells] of this.openDays) {
      if (DAY.test(day) && day < limit) {
        for (const uniques of cells) {
          uniques.close(day);
        }
        this.openDays.delete(day);
      }
    }
  }

  /** The platform × month cell of an event, where each session's item counts once. */
  private platformCellOf(fields: Readonly<Record<string, string>>, month: string): PlatformCell {
    const platform = fields.platform ?? '';
    const key = `${platform}\u0000${month}`;
    let cell = this.platformCells.get(key);
    if (!cell) {
      cell = {
        ...emptyTally(this.noteOpenDay),
        row: { platform, platform_name: fields.platform_name ?? '', month },
      };
      this.platformCells.set(key, cell);
    }
    return cell;
  }

  /**
   * The cell of an event. Its data type is part of the key: on a platform whose events carry no
   * ISBN, ISSN nor title (Springer chapters and articles), books and journals would otherwise share
   * one row, typed by whichever came first, and journal requests would show in TR_B1.
   */
  private cellOf(fields: Readonly<Record<string, string>>, month: string): Cell {
    const row = {
      platform: fields.platform ?? '',
      platform_name: fields.platform_name ?? '',
      publication_title: fields.publication_title ?? '',
      print_identifier: fields.print_identifier ?? '',
      online_identifier: fields.online_identifier ?? '',
      // Two journals of a platform known only by its own ids are two rows, not one blank one.
      title_id: fields.title_id ?? '',
      data_type: classifyDataType(fields),
    };
    const key = [
      row.platform,
      row.print_identifier,
      row.online_identifier,
      row.title_id,
      row.publication_title,
      row.data_type,
      month,
    ].join('\u0000');
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { ...emptyTally(this.noteOpenDay), row: { ...row, month }, key };
      this.cells.set(key, cell);
    }
    return cell;
  }

  /** The counter.json content as it stands. */
  build(job: {
    id: string;
    created: Date;
    robotsList: CounterReport['robots_list'];
  }): CounterReport {
    const rows = [...this.cells.values()].map((cell): CounterRow => ({
      ...cell.row,
      metrics: metricsOf(cell),
    }));
    const platforms = [...this.platformCells.values()]
      .map((cell): CounterPlatformRow => ({ ...cell.row, metrics: metricsOf(cell) }))
      .sort((a, b) => a.platform.localeCompare(b.platform) || a.month.localeCompare(b.month));
    rows.sort(
      (a, b) =>
        a.platform.localeCompare(b.platform) ||
        a.publication_title.localeCompare(b.publication_title) ||
        a.print_identifier.localeCompare(b.print_identifier) ||
        a.online_identifier.localeCompare(b.online_identifier) ||
        (a.title_id ?? '').localeCompare(b.title_id ?? '') ||
        a.data_type.localeCompare(b.data_type) ||
        a.month.localeCompare(b.month),
    );
    const months = rows.map((row) => row.month).sort();
    return {
      release: '5.1',
      job_id: job.id,
      created: job.created.toISOString(),
      begin_month: months[0] ?? null,
      end_month: months[months.length - 1] ?? null,
      first_day: this.firstDay ?? null,
      last_day: this.lastDay ?? null,
      robots_list: job.robotsList,
      notes: [...COUNTER_NOTES],
      rows,
      platforms,
    };
  }
}

const CSV_COLUMNS = [
  'platform',
  'platform_name',
  'publication_title',
  'print_identifier',
  'online_identifier',
  'title_id',
  'data_type',
  'month',
] as const;

function quoteCsv(value: string | number, raw: boolean): string {
  const text = raw ? String(value) : neutraliseFormula(String(value));
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The counter report as `;`-separated CSV (one line per row, metrics as columns); titles and
 * identifiers that could run as a spreadsheet formula get a leading `'` unless `raw`.
 */
export function formatCounterCsv(report: CounterReport, raw = false): string {
  const lines = [[...CSV_COLUMNS, ...COUNTER_METRICS].join(';')];
  for (const row of report.rows) {
    const metrics: CounterMetrics = row.metrics;
    lines.push(
      [
        ...CSV_COLUMNS.map((column) => quoteCsv(row[column] ?? '', raw)),
        ...COUNTER_METRICS.map((metric) => String(metrics[metric])),
      ].join(';'),
    );
  }
  return `${lines.join('\n')}\n`;
}
