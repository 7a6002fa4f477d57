import { DASHBOARD_FILTERS, type DashboardFilter } from '@sillage/shared-types';
import { dayOf, hourOf, QUARTER_HOUR_MS, titleOf } from './dashboard-aggregator.js';
import type { ResultRecord } from './result-records.js';

/** The only fields of a result the dashboard reads (see DashboardAggregator). */
export const INDEXED_FIELDS: ReadonlySet<string> = new Set([
  ...DASHBOARD_FILTERS,
  'date',
  'datetime',
  'publication_title',
  'print_identifier',
  'online_identifier',
  'title_id',
  'doi',
]);

/** A column of small non-negative codes, one per event, in the narrowest array that holds them. */
export type CodeColumn = Uint8Array | Uint16Array | Uint32Array;

/** A consulted title: what the dashboard's title table shows. */
export interface IndexedTitle {
  title: string;
  identifier: string;
  platform: string;
}

/** Day and hour slot of an event as the result wrote them (`YYYY-MM-DD`, `YYYY-MM-DDTHH`). */
export interface WrittenTime {
  day: string;
  hour: string;
}

/**
 * Everything the dashboard counts of a job's result, read once: one row per event (in result
 * order, which decides ties), each field as a code into a table of its distinct values. Enough
 * to answer every filter and time zone exactly as a full read of the result would.
 */
export interface DashboardIndex {
  /** Events in the result. */
  readonly count: number;
  /** Per filter field: its distinct values (`''` = none) in order of first event. */
  readonly values: Readonly<Record<DashboardFilter, readonly string[]>>;
  /** Per filter field: per event, the code of its value in `values`. */
  readonly codes: Readonly<Record<DashboardFilter, CodeColumn>>;
  /** Distinct quarter hours (`Math.floor(instant / 15 min)`) of the events' `datetime`. */
  readonly quarters: Float64Array;
  /** Per event: 1 + its quarter hour's code in `quarters`, 0 when `datetime` is no instant. */
  readonly quarterCodes: CodeColumn;
  /** Distinct days and hours as written (used when no zone is asked, or no instant is read). */
  readonly written: readonly WrittenTime[];
  /** Per event: 1 + its code in `written`, 0 when the event has no day. */
  readonly writtenCodes: CodeColumn;
  /** Distinct consulted titles. */
  readonly titles: readonly IndexedTitle[];
  /** Per event: 1 + its title's code in `titles`, 0 when it consulted none. */
  readonly titleCodes: CodeColumn;
  /** Estimated memory held by the index, in bytes (for the cache's budget). */
  readonly bytes: number;
}

/** A growable column of codes (doubling), packed into the narrowest array once complete. */
class GrowingColumn {
  private data = new Uint32Array(1024);
  private length = 0;
  private max = 0;

  push(code: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = code;
    this.length += 1;
    if (code > this.max) this.max = code;
  }

  pack(): CodeColumn {
    const used = this.data.subarray(0, this.length);
    if (this.max <= 0xff) return Uint8Array.from(used);
    if (this.max <= 0xffff) return Uint16Array.from(used);
    return used.slice();
  }
}

/** Codes of distinct keys, in order of first appearance. */
class Interner<T> {
  private readonly codes = new Map<string | number, number>();
  readonly items: T[] = [];

  code(key: string | number, make: () => T): number {
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.items.length;
      this.codes.set(key, code);
      this.items.push(make());
    }
    return code;
  }
}

/**
 * A copy of a text that holds nothing else: a value cut from a line (`slice`) may keep the whole
 * chunk of the result it was cut from alive, megabytes for a few characters kept in the index.
 */
const detached = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

// Rough V8 costs, enough for a budget: a string's header plus two bytes a character, an object.
const STRING_BYTES = 32;
const OBJECT_BYTES = 64;
const textBytes = (text: string) => STRING_BYTES + text.length * 2;

/** Builds a DashboardIndex from a result's records, read in order. */
export class DashboardIndexBuilder {
  private count = 0;
  private readonly values = Object.fromEntries(
    DASHBOARD_FILTERS.map((field) => [field, new Interner<string>()]),
  ) as Record<DashboardFilter, Interner<string>>;
  private readonly codes = Object.fromEntries(
    DASHBOARD_FILTERS.map((field) => [field, new GrowingColumn()]),
  ) as Record<DashboardFilter, GrowingColumn>;
  private readonly quarters = new Interner<number>();
  private readonly quarterCodes = new GrowingColumn();
  private readonly written = new Interner<WrittenTime>();
  private readonly writtenCodes = new GrowingColumn();
  private readonly titles = new Interner<IndexedTitle>();
  private readonly titleCodes = new GrowingColumn();

  add(record: ResultRecord): void {
    this.count += 1;
    for (const field of DASHBOARD_FILTERS) {
      const value = record[field] ?? '';
      this.codes[field].push(this.values[field].code(value, () => detached(value)));
    }
    // The same reads as DashboardAggregator's: an instant for a zone, else the written day/hour.
    const instant = Date.parse(record.datetime ?? '');
    if (Number.isNaN(instant)) {
      this.quarterCodes.push(0);
    } else {
      const quarter = Math.floor(instant / QUARTER_HOUR_MS);
      this.quarterCodes.push(1 + this.quarters.code(quarter, () => quarter));
    }
    const day = dayOf(record);
    if (day === undefined) {
      this.writtenCodes.push(0);
    } else {
      const hour = hourOf(record, day);
      this.writtenCodes.push(
        1 + this.written.code(hour, () => ({ day: detached(day), hour: detached(hour) })),
      );
    }
    const consulted = titleOf(record);
    if (consulted === undefined) {
      this.titleCodes.push(0);
    } else {
      const { key, title, identifier, platform } = consulted;
      this.titleCodes.push(
        1 +
          this.titles.code(key, () => ({
            title: detached(title),
            identifier: detached(identifier),
            platform: detached(platform),
          })),
      );
    }
  }

  build(): DashboardIndex {
    const values = Object.fromEntries(
      DASHBOARD_FILTERS.map((field) => [field, this.values[field].items]),
    ) as Record<DashboardFilter, string[]>;
    const codes = Object.fromEntries(
      DASHBOARD_FILTERS.map((field) => [field, this.codes[field].pack()]),
    ) as Record<DashboardFilter, CodeColumn>;
    const quarters = Float64Array.from(this.quarters.items);
    const quarterCodes = this.quarterCodes.pack();
    const writtenCodes = this.writtenCodes.pack();
    const titleCodes = this.titleCodes.pack();
    let bytes =
      quarters.byteLength +
      quarterCodes.byteLength +
      writtenCodes.byteLength +
      titleCodes.byteLength;
    for (const field of DASHBOARD_FILTERS) {
      bytes += codes[field].byteLength;
      for (const value of values[field]) bytes += textBytes(value);
    }
    for (const time of this.written.items) {
      bytes += OBJECT_BYTES + textBytes(time.day) + textBytes(time.hour);
    }
    for (const title of this.titles.items) {
      bytes += OBJECT_BYTES + textBytes(title.title) + textBytes(title.identifier) + STRING_BYTES;
    }
    return {
      count: this.count,
      values,
      codes,
      quarters,
      quarterCodes,
      written: this.written.items,
      writtenCodes,
      titles: this.titles.items,
      titleCodes,
      bytes,
    };
  }
}
