import { Readable } from 'node:stream';
import type { DashboardQuery } from '@sillage/shared-types';
import { DashboardAggregator } from './dashboard-aggregator.js';
import { DashboardIndexBuilder, INDEXED_FIELDS } from './dashboard-index.js';
import { dashboardFromIndex } from './dashboard-index-query.js';
import { readResultRecords, type ResultRecord } from './result-records.js';

/** A small seeded generator (mulberry32): the same results on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// 'Élan' twice: composed and decomposed, names localeCompare finds equal (ties kept in order).
const PLATFORMS = ['wiley', 'sd', 'jstor', '\u00c9lan', 'E\u0301lan', 'a;b', 'say "hi"'];
const RTYPES = ['ARTICLE', 'BOOK', 'TOC', 'SEARCH'];
const MIMES = ['PDF', 'HTML', 'MISC'];
const CAMPUS = ['Y', 'N'];
const TITLES = ['Nature', 'nature', 'Cell', '\u00c9coles', 'E\u0301coles', 'Zeta'];
const IDENTIFIERS = ['0028-0836', '1476-4687', '10.1000/x1', 'T42'];
/** Written offsets, half and three-quarter hours included. */
const OFFSETS = ['+00:00', '-05:00', '+05:30', '+05:45', '+01:00', '-03:30'];
/** Europe's and the USA's DST changes of 2024, and Lord Howe's half-hour one. */
const STARTS = [Date.UTC(2024, 2, 30, 20), Date.UTC(2024, 2, 9, 20), Date.UTC(2024, 3, 6, 10)];
const ZONES = [
  undefined,
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;
const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm:ss±hh:mm` of an instant written in a fixed offset. */
function written(instant: number, offset: string): string {
  const minutes =
    (offset.startsWith('-') ? -1 : 1) * (+offset.slice(1, 3) * 60 + +offset.slice(4, 6));
  const local = new Date(instant + minutes * 60_000);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${offset}`
  );
}

/** Events around a DST change over `hours`, some without a time, a day or other fields. */
function generate(seed: number, hours: number): Record<string, string | number | boolean>[] {
  const next = random(seed);
  const start = pick(next, STARTS);
  const events: Record<string, string | number | boolean>[] = [];
  for (let index = 0; index < 250; index += 1) {
    const event: Record<string, string | number | boolean> = {};
    const instant = start + Math.floor(next() * hours * 3_600_000);
    const datetime = written(instant, pick(next, OFFSETS));
    const time = next();
    if (time < 0.75) {
      event.datetime = datetime;
      if (next() < 0.8) event.date = datetime.slice(0, 10);
    } else if (time < 0.85) {
      event.date = datetime.slice(0, 10);
    } else if (time < 0.9) {
      event.datetime = 'not a time';
    } else if (time < 0.95) {
      event.datetime = datetime.slice(0, 16).replace('T', ' ');
    }
    // Columns the dashboard does not read, as a real result has many.
    event.login = `user${Math.floor(next() * 50)}`;
    if (next() < 0.5) event.url = `http://host/a?b=1;c="${index}"`;
    if (next() < 0.9) event.platform = pick(next, PLATFORMS);
    if (next() < 0.85) event.rtype = pick(next, RTYPES);
    if (next() < 0.85) event.mime = pick(next, MIMES);
    const campus = next();
    if (campus < 0.7) event.on_campus = pick(next, CAMPUS);
    else if (campus < 0.8) event.on_campus = true;
    if (next() < 0.6) event.publication_title = pick(next, TITLES);
    const identifier = next();
    if (identifier < 0.3) event.print_identifier = pick(next, IDENTIFIERS);
    else if (identifier < 0.45) event.online_identifier = pick(next, IDENTIFIERS);
    else if (identifier < 0.55) event.doi = pick(next, IDENTIFIERS);
    else if (identifier < 0.6) event.title_id = 42;
    events.push(event);
  }
  return events;
}

const COLUMNS = [
  'login',
  'datetime',
  'date',
  'platform',
  'rtype',
  'mime',
  'on_campus',
  'publication_title',
  'print_identifier',
  'online_identifier',
  'title_id',
  'doi',
  'url',
];

function csvCell(value: string | number | boolean | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[;"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The result as the pipeline writes it: `;`-CSV, JSON array (some empty values kept). */
function serialise(events: Record<string, string | number | boolean>[], format: string): string {
  if (format === 'csv') {
    return [COLUMNS.join(';'), ...events.map((e) => COLUMNS.map((c) => csvCell(e[c])).join(';'))]
      .map((line) => `${line}\n`)
      .join('');
  }
  // JSON keeps empty strings, which the aggregator reads differently from missing fields.
  return JSON.stringify(
    events.map((event, index) => (index % 7 === 0 ? { ...event, doi: '' } : event)),
  );
}

async function records(text: string, fields?: ReadonlySet<string>): Promise<ResultRecord[]> {
  const all: ResultRecord[] = [];
  // Chunks of an odd size, as a file read cuts them anywhere.
  const chunks = text.match(/[^]{1,997}/g) ?? [];
  const source = Readable.from(chunks.map((c) => Buffer.from(c)));
  for await (const record of readResultRecords(source, fields)) {
    all.push(record);
  }
  return all;
}

/** Queries over every filter alone, then random combinations (values no event has included). */
function queries(seed: number, events: ResultRecord[]): DashboardQuery[] {
  const next = random(seed);
  const days = [...new Set(events.map((e) => (e.date ?? e.datetime ?? '').slice(0, 10)))].sort();
  const some = (field: string) => [...new Set(events.map((e) => e[field] ?? '')), 'none-such'];
  const options = {
    platform: some('platform').filter((v) => v !== ''),
    rtype: some('rtype').filter((v) => v !== ''),
    mime: some('mime').filter((v) => v !== ''),
    on_campus: some('on_campus').filter((v) => v !== ''),
    from: days.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
    to: days.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
  };
  const list: DashboardQuery[] = [{}];
  for (const [field, values] of Object.entries(options)) {
    for (const value of values) list.push({ [field]: value });
  }
  for (let index = 0; index < 20; index += 1) {
    const query: Record<string, string> = {};
    for (const [field, values] of Object.entries(options)) {
      if (next() < 0.4 && values.length > 0) query[field] = pick(next, values);
    }
    list.push(query);
  }
  return list;
}

describe('dashboard index', () => {
  const cases = [
    { seed: 1, hours: 30, format: 'csv' },
    { seed: 2, hours: 30, format: 'json' },
    { seed: 3, hours: 24 * 6, format: 'csv' },
    { seed: 4, hours: 24 * 6, format: 'json' },
  ];

  it.each(cases)(
    'answers every filter and zone as a full read does (seed $seed, $hours h, $format)',
    async ({ seed, hours, format }) => {
      const result = serialise(generate(seed, hours), format);
      const events = await records(result);
      // The index reads only the fields it needs, as the api does; the reference reads them all.
      const builder = new DashboardIndexBuilder();
      for (const event of await records(result, INDEXED_FIELDS)) builder.add(event);
      const index = builder.build();
      let compared = 0;
      for (const timeZone of ZONES) {
        for (const query of queries(seed * 31, events)) {
          const reference = new DashboardAggregator(query, timeZone);
          for (const event of events) reference.add(event);
          // Byte for byte: the same keys, in the same order, with the same ties.
          expect(JSON.stringify(dashboardFromIndex(index, query, timeZone))).toBe(
            JSON.stringify(reference.build()),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(ZONES.length * 20);
    },
  );

  it('answers an empty result', () => {
    const index = new DashboardIndexBuilder().build();
    expect(dashboardFromIndex(index, { platform: 'x' }, 'Asia/Kathmandu')).toEqual(
      new DashboardAggregator({ platform: 'x' }, 'Asia/Kathmandu').build(),
    );
  });

  it('costs a few bytes an event beyond its tables of distinct values', () => {
    const indexOf = (events: number) => {
      const builder = new DashboardIndexBuilder();
      for (let index = 0; index < events; index += 1) {
        builder.add({
          datetime: written(Date.UTC(2024, 0, 1) + (index % 3000) * 60_000, '+00:00'),
          platform: PLATFORMS[index % PLATFORMS.length]!,
          publication_title: `Title ${index % 50}`,
        });
      }
      return builder.build();
    };
    const small = indexOf(6000);
    const large = indexOf(12_000);
    expect(large.count).toBe(12_000);
    expect(large.codes.platform).toBeInstanceOf(Uint8Array);
    // Four one-byte field codes, one-byte quarter hour and hour codes (200 quarters, 50 hours),
    // a two-byte title code (350 titles).
    expect(large.titleCodes).toBeInstanceOf(Uint16Array);
    expect((large.bytes - small.bytes) / 6000).toBe(4 + 1 + 1 + 2);
  });
});
