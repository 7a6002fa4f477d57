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
import { detachString } from '../engine/detach-string.js';
import { DailyUniquePairs, METRIC_BITS } from './daily-unique-pairs.js';

/**
 * A report row's figures, its number among the job's tallies naming it to the unique pairs. A
 * class, so that every row shares one hidden class: rows made by spreading an object each had
 * their own (about 300 bytes a row).
 */
class Tally<Row> {
  investigations = 0;
  requests = 0;
  noLicense = 0;
  /** The Unique_* counts, in the order of their METRIC_BITS. */
  readonly uniques: [number, number, number, number] = [0, 0, 0, 0];

  constructor(
    readonly id: number,
    readonly row: Row,
    /** The row's identity (platform, identifiers, title, data type, month). */
    readonly key: string,
  ) {}
}

type Cell = Tally<Omit<CounterRow, 'metrics'>>;
type PlatformCell = Tally<Omit<CounterPlatformRow, 'metrics'>>;

/** A field's value for a row that outlives the event: not a slice keeping its log line alive. */
function kept(value: string | undefined): string {
  return value === undefined ? '' : detachString(value);
}

function metricsOf(tally: Tally<unknown>): CounterMetrics {
  const [itemInvestigations, itemRequests, titleInvestigations, titleRequests] = tally.uniques;
  return {
    Total_Item_Investigations: tally.investigations,
    Unique_Item_Investigations: itemInvestigations,
    Unique_Title_Investigations: titleInvestigations,
    Total_Item_Requests: tally.requests,
    Unique_Item_Requests: itemRequests,
    Unique_Title_Requests: titleRequests,
    No_License: tally.noLicense,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's order of rows. */
function compareRows(a: Omit<CounterRow, 'metrics'>, b: Omit<CounterRow, 'metrics'>): number {
  return (
    a.platform.localeCompare(b.platform) ||
    a.publication_title.localeCompare(b.publication_title) ||
    a.print_identifier.localeCompare(b.print_identifier) ||
    a.online_identifier.localeCompare(b.online_identifier) ||
    (a.title_id ?? '').localeCompare(b.title_id ?? '') ||
    a.data_type.localeCompare(b.data_type) ||
    a.month.localeCompare(b.month)
  );
}

/** Notes every counter.json carries: what proxy logs cannot tell (counter.md §2.8). */
export const COUNTER_NOTES: readonly string[] = [
  'COUNTER-style figures computed from proxy logs; not audited, not comparable one-to-one with publisher reports.',
  'Access_Type (Controlled/Open) and YOP are not in proxy logs and are not reported.',
  'Searches are not observable through a proxy and are not reported.',
  'No_License counts denials the log shows (HTTP 401/403 or a recognised denial page).',
];

/** What counter.json holds besides its rows. */
export type CounterReportHead = Omit<CounterReport, 'rows' | 'platforms'>;

/** The job a report is of, as its head names it. */
interface CounterJob {
  id: string;
  created: Date;
  robotsList: CounterReport['robots_list'];
}

/**
 * Aggregates the events a COUNTER R5.1 job produces into platform × title × month cells:
 * Total_* count events (already double-click filtered), Unique_Item_* distinct (session, item),
 * Unique_Title_* distinct (session, title) for books only, No_License the denied events.
 */
export class CounterAggregator {
  private readonly cells = new Map<string, Cell>();
  private readonly platformCells = new Map<string, PlatformCell>();
  private tallies = 0;
  private readonly pairs = new DailyUniquePairs();
  private firstDay: string | undefined;
  private lastDay: string | undefined;

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
        tally.noLicense += 1;
      }
      return;
    }
    const session = fields.session_id ?? computeSessionKey(fields);
    const item = `${session}\u0000${computeItemKey(fields)}`;
    // A book request is a title request too (R5.1). A book whose title is not identified (an
    // encyclopaedia entry known by its URL alone) is its row's title: each row is one title, so
    // its entries read in one session are one title, not one each.
    const title = isBookTitle(fields)
      ? `${session}\u0000${computeTitleKey(fields) ?? `row:${cell.key}`}`
      : undefined;
    const itemBits =
      activity === 'request'
        ? METRIC_BITS.itemInvestigations | METRIC_BITS.itemRequests
        : METRIC_BITS.itemInvestigations;
    const titleBits =
      activity === 'request'
        ? METRIC_BITS.titleInvestigations | METRIC_BITS.titleRequests
        : METRIC_BITS.titleInvestigations;
    // The session's day: the date its key holds.
    const day = (fields.date ?? fields.datetime ?? '').slice(0, 10);
    for (const tally of tallies) {
      tally.investigations += 1;
      if (activity === 'request') {
        tally.requests += 1;
      }
      countNew(tally, this.pairs.note(day, item, tally.id, itemBits));
      if (title !== undefined) {
        countNew(tally, this.pairs.note(day, title, tally.id, titleBits));
      }
    }
  }

  /** The platform × month cell of an event, where each session's item counts once. */
  private platformCellOf(fields: Readonly<Record<string, string>>, month: string): PlatformCell {
    const platform = fields.platform ?? '';
    const key = `${platform}\u0000${month}`;
    let cell = this.platformCells.get(key);
    if (!cell) {
      const row = { platform: kept(platform), platform_name: kept(fields.platform_name), month };
      cell = new Tally(this.tallies++, row, key);
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
    const dataType = classifyDataType(fields);
    // Joined, the key is one flat string: a template literal's would be a tree of pieces
    // keeping every field's value (and the log line they were cut from) alive.
    const key = [
      fields.platform ?? '',
      fields.print_identifier ?? '',
      fields.online_identifier ?? '',
      // Two journals of a platform known only by its own ids are two rows, not one blank one.
      fields.title_id ?? '',
      fields.publication_title ?? '',
      dataType,
      month,
    ].join('\u0000');
    let cell = this.cells.get(key);
    if (!cell) {
      const row = {
        platform: kept(fields.platform),
        platform_name: kept(fields.platform_name),
        publication_title: kept(fields.publication_title),
        print_identifier: kept(fields.print_identifier),
        online_identifier: kept(fields.online_identifier),
        title_id: kept(fields.title_id),
        data_type: dataType,
        month,
      };
      cell = new Tally(this.tallies++, row, key);
      this.cells.set(key, cell);
    }
    return cell;
  }

  /** What counter.json holds besides its rows, as it stands. */
  head(job: CounterJob): CounterReportHead {
    let begin: string | undefined;
    let end: string | undefined;
    for (const { row } of this.cells.values()) {
      begin = begin === undefined || row.month < begin ? row.month : begin;
      end = end === undefined || row.month > end ? row.month : end;
    }
    return {
      release: '5.1',
      job_id: job.id,
      created: job.created.toISOString(),
      begin_month: begin ?? null,
      end_month: end ?? null,
      first_day: this.firstDay ?? null,
      last_day: this.lastDay ?? null,
      robots_list: job.robotsList,
      notes: [...COUNTER_NOTES],
    };
  }

  /**
   * The title rows in the report's order, made one at a time: a job of many titles writes them
   * without holding them all as objects.
   */
  *rows(): Generator<CounterRow> {
    const cells = [...this.cells.values()].sort((a, b) => compareRows(a.row, b.row));
    for (const cell of cells) {
      yield { ...cell.row, metrics: metricsOf(cell) };
    }
  }

  /** How many title rows the report has. */
  get rowCount(): number {
    return this.cells.size;
  }

  /** The platform rows, by platform and month. */
  platformRows(): CounterPlatformRow[] {
    return [...this.platformCells.values()]
      .map((cell): CounterPlatformRow => ({ ...cell.row, metrics: metricsOf(cell) }))
      .sort((a, b) => a.platform.localeCompare(b.platform) || a.month.localeCompare(b.month));
  }

  /** The counter.json content as it stands, in one object. */
  build(job: CounterJob): CounterReport {
    return { ...this.head(job), rows: [...this.rows()], platforms: this.platformRows() };
  }
}

/** Adds the metrics of `bits` (METRIC_BITS) to a tally's unique counts. */
function countNew(tally: Tally<unknown>, bits: number): void {
  for (let index = 0; bits !== 0; index += 1, bits >>>= 1) {
    if ((bits & 1) === 1) {
      tally.uniques[index] = (tally.uniques[index] ?? 0) + 1;
    }
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

/** The header line of counter.csv (with its line end). */
export const COUNTER_CSV_HEADER = `${[...CSV_COLUMNS, ...COUNTER_METRICS].join(';')}\n`;

/**
 * One row of counter.csv (with its line end), metrics as columns; titles and identifiers that
 * could run as a spreadsheet formula get a leading `'` unless `raw`.
 */
export function formatCounterCsvRow(row: CounterRow, raw = false): string {
  const metrics: CounterMetrics = row.metrics;
  return `${[
    ...CSV_COLUMNS.map((column) => quoteCsv(row[column] ?? '', raw)),
    ...COUNTER_METRICS.map((metric) => String(metrics[metric])),
  ].join(';')}\n`;
}

/** The counter report as `;`-separated CSV, one line per row. */
export function formatCounterCsv(report: CounterReport, raw = false): string {
  return COUNTER_CSV_HEADER + report.rows.map((row) => formatCounterCsvRow(row, raw)).join('');
}
