// COUNTER R5.1 mode on a real log: counter.json equals a SQL GROUP BY (PostgreSQL) over the events
// the job produced (result + denied), and every Total is at least its Unique.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { COUNTER_METRICS, CounterReportSchema, type CounterReport } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { runPipeline } from '../engine/run-pipeline.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import { createMemorySink } from '../testing/memory-sink.js';
import { inputOf, parseCsvOutput } from '../testing/run-job.js';
import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    counterRobotsFile: path.join(ACCEPTANCE, 'resources/counter-robots/COUNTER_Robots_list.json'),
  });
}, 120_000);

afterAll(async () => {
  await resources.catalog.close();
});

type Row = Record<string, string>;

const REQUESTS = ['ARTICLE', 'BOOK', 'BOOK_SECTION', 'BOOK_CHAPTER', 'BOOK_PAGE', 'BOOK_CHAPTERS_BUNDLE', 'ENCYCLOPAEDIA_ENTRY', 'PHD_THESIS', 'MD_THESIS', 'MASTER_THESIS', 'MD_MEMOIRE', 'HABILITATION_THESIS', 'REPORT', 'WORKING_PAPER', 'DATASET', 'ARTICLES_BUNDLE', 'FULL_TEXT_USE']; // prettier-ignore
const INVESTIGATIONS = [...REQUESTS, 'PREVIEW', 'ABS', 'REF', 'OPENURL', 'LINK'];
const BOOKS = ['BOOK', 'BOOK_SECTION', 'BOOK_CHAPTER', 'BOOK_PAGE', 'BOOK_CHAPTERS_BUNDLE', 'ENCYCLOPAEDIA_ENTRY']; // prettier-ignore
const COLUMNS = ['platform', 'print_identifier', 'online_identifier', 'title_id', 'publication_title', 'date', 'rtype', 'session_id', 'unitid', 'doi', 'url']; // prettier-ignore
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The test's own reading of counter.md §2.8, written as SQL and run by PostgreSQL (PGlite) over
 * the events the job wrote: an item is its unitid, else its DOI, else its title for a book or its
 * URL for anything else; a book is a book rtype or an ISBN identifier, a journal an ISSN; rows are
 * split by that data type and by the platform's own title id; uniques count distinct (session,
 * item|title) pairs, a book whose title is not identified being its own title.
 */
const counterSql = (groupBy: readonly string[]) => `
  WITH e AS (
    SELECT *, substr(date, 1, 7) AS month,
      COALESCE(NULLIF(print_identifier, ''), NULLIF(online_identifier, ''), NULLIF(title_id, ''),
               NULLIF(publication_title, '')) AS title,
      COALESCE(NULLIF(print_identifier, ''), NULLIF(online_identifier, ''), '') AS ident
    FROM events
  ), f AS (
    SELECT *, COALESCE(NULLIF(unitid, ''), NULLIF(doi, ''),
      CASE WHEN rtype IN (${list(BOOKS)}) OR replace(ident, '-', '') ~* '^(97[89])?[0-9]{9}[0-9X]$'
           THEN 't' || title END, 'u' || url) AS item,
      (rtype IN (${list(BOOKS)}) OR replace(ident, '-', '') ~* '^(97[89])?[0-9]{9}[0-9X]$') AS book,
      CASE WHEN rtype IN (${list(BOOKS)}) OR replace(ident, '-', '') ~* '^(97[89])?[0-9]{9}[0-9X]$' THEN 'Book'
           WHEN ident ~* '^[0-9]{4}-?[0-9]{3}[0-9X]$' THEN 'Journal' ELSE 'Other' END AS data_type,
      (kind = 'granted' AND rtype IN (${list(INVESTIGATIONS)})) AS inv,
      (kind = 'granted' AND rtype IN (${list(REQUESTS)})) AS req
    FROM e
  ), g AS (
    SELECT *, COALESCE('t' || title, item) AS book_title FROM f
  )
  SELECT concat_ws('|', ${groupBy.join(', ')}) AS key,
    COUNT(*) FILTER (WHERE inv)::int AS "Total_Item_Investigations",
    COUNT(DISTINCT session_id || '#' || item) FILTER (WHERE inv)::int AS "Unique_Item_Investigations",
    COUNT(DISTINCT session_id || '#' || book_title) FILTER (WHERE inv AND book)::int AS "Unique_Title_Investigations",
    COUNT(*) FILTER (WHERE req)::int AS "Total_Item_Requests",
    COUNT(DISTINCT session_id || '#' || item) FILTER (WHERE req)::int AS "Unique_Item_Requests",
    COUNT(DISTINCT session_id || '#' || book_title) FILTER (WHERE req AND book)::int AS "Unique_Title_Requests",
    COUNT(*) FILTER (WHERE kind = 'denied')::int AS "No_License"
  FROM g
  GROUP BY ${groupBy.join(', ')}
  HAVING COUNT(*) FILTER (WHERE inv OR kind = 'denied') > 0`;

const TITLE_CELL = ['platform', 'print_identifier', 'online_identifier', 'title_id', 'publication_title', 'data_type', 'month']; // prettier-ignore

/** Rows per INSERT: one statement per row made loading the events most of this test's time. */
const INSERT_BATCH = 500;

/** The granted and denied events in a PGlite table `events`, loaded once for every query. */
async function loadEvents(granted: Row[], denied: Row[]): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(
    `CREATE TABLE events (kind text NOT NULL, ${COLUMNS.map((c) => `${c} text NOT NULL`).join(', ')})`,
  );
  const rows = [
    ...granted.map((row) => ['granted', ...COLUMNS.map((column) => row[column] ?? '')]),
    ...denied.map((row) => ['denied', ...COLUMNS.map((column) => row[column] ?? '')]),
  ];
  const width = COLUMNS.length + 1;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    const tuples = batch.map(
      (_, row) =>
        `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(', ')})`,
    );
    await db.query(`INSERT INTO events VALUES ${tuples.join(', ')}`, batch.flat());
  }
  return db;
}

/** counterSql(groupBy) run by PostgreSQL over the loaded events. */
async function countWithSql(db: PGlite, groupBy: readonly string[]) {
  const result = await db.query<Record<string, string | number>>(counterSql(groupBy));
  return new Map(result.rows.map(({ key, ...metrics }) => [String(key), metrics]));
}

describe('COUNTER-Mode: r51 on sd.2012-11-30.log.gz', () => {
  let counter: CounterReport;
  let granted: Row[];
  let denied: Row[];
  let csv: string;
  let events: PGlite;

  beforeAll(async () => {
    const parsed = parseJobSettings(
      { 'COUNTER-Mode': 'r51', 'Output-Fields': '+url', 'Crypting-Salt': 'counter' },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    if (!parsed.ok) throw new Error(parsed.failure.message);
    const [result, deniedSink, json, csvSink] = [1, 2, 3, 4].map(() => createMemorySink());
    if (!result || !deniedSink || !json || !csvSink) throw new Error('sinks');
    const outcome = await runPipeline({
      inputs: [inputOf({ file: logFile('sd.2012-11-30.log.gz') })],
      settings: parsed.settings,
      resources,
      sinks: { result, denied: deniedSink, counter: { json, csv: csvSink } },
      job: { id: 'counter-job' },
    });
    expect(outcome.failure).toBeUndefined();
    counter = CounterReportSchema.parse(JSON.parse(json.text));
    // The report tells readers counter.json exists, so they never probe for it.
    expect(outcome.report.general['counter-report']).toBe(true);
    granted = parseCsvOutput(result.text);
    denied = parseCsvOutput(deniedSink.text);
    csv = csvSink.text;
    events = await loadEvents(granted, denied);
  }, 120_000);

  afterAll(async () => {
    await events.close();
  });

  it('gives every produced event a session_id', () => {
    expect(granted.length).toBeGreaterThan(1000);
    expect(granted.every((row) => /\|2012-11-\d\d\|\d\d$/.test(row.session_id ?? ''))).toBe(true);
  });

  it('has counter totals equal to a SQL query over the produced events', async () => {
    const expected = await countWithSql(events, TITLE_CELL);
    const actual = new Map(
      counter.rows.map((row) => [
        [row.platform, row.print_identifier, row.online_identifier, row.title_id ?? '', row.publication_title, row.data_type, row.month].join('|'), // prettier-ignore
        row.metrics,
      ]),
    );
    expect(actual).toEqual(expected);
    const requests = counter.rows.reduce((sum, row) => sum + row.metrics.Total_Item_Requests, 0);
    expect(requests).toBeGreaterThan(100);
  });

  it('has platform totals equal to the same query grouped by platform and month', async () => {
    const expected = await countWithSql(events, ['platform', 'month']);
    const platforms = counter.platforms ?? [];
    const actual = new Map(platforms.map((row) => [`${row.platform}|${row.month}`, row.metrics]));
    expect(actual).toEqual(expected);
    // One sd item read under two ISSNs counts once per platform, not once per title row.
    const summed = counter.rows.reduce(
      (sum, row) => sum + row.metrics.Unique_Item_Investigations,
      0,
    );
    const platform = platforms.reduce(
      (sum, row) => sum + row.metrics.Unique_Item_Investigations,
      0,
    );
    expect(platform).toBeLessThan(summed);
  });

  it('has Total ≥ Unique everywhere, and requests within investigations', () => {
    for (const { metrics } of counter.rows) {
      expect(metrics.Total_Item_Investigations).toBeGreaterThanOrEqual(
        metrics.Unique_Item_Investigations,
      );
      expect(metrics.Total_Item_Requests).toBeGreaterThanOrEqual(metrics.Unique_Item_Requests);
      expect(metrics.Unique_Item_Investigations).toBeGreaterThanOrEqual(
        metrics.Unique_Title_Investigations,
      );
      expect(metrics.Unique_Item_Requests).toBeGreaterThanOrEqual(metrics.Unique_Title_Requests);
      expect(metrics.Total_Item_Investigations).toBeGreaterThanOrEqual(metrics.Total_Item_Requests);
    }
  });

  it('writes the same rows as CSV', () => {
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]?.split(';').slice(-COUNTER_METRICS.length)).toEqual([...COUNTER_METRICS]);
    expect(lines).toHaveLength(counter.rows.length + 1);
  });
});
