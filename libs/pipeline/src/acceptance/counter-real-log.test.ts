// COUNTER R5.1 mode on a real log: counter.json equals an independent GROUP BY over the events
// the job produced (result + denied), and every Total is at least its Unique.
import path from 'node:path';
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

/** The first non-empty value (SQL's COALESCE(NULLIF(x, ''), …)). */
const first = (...values: (string | undefined)[]) => values.find((value) => Boolean(value));

/**
 * The test's own reading of counter.md §2.8, as the SQL would be:
 * SELECT platform, print_identifier, online_identifier, publication_title, substr(date,1,7),
 *   COUNT(*) FILTER (rtype IN investigations), COUNT(DISTINCT session_id, item) …
 */
function computeIndependently(granted: Row[], denied: Row[]) {
  const requests = ['ARTICLE', 'BOOK', 'BOOK_SECTION'];
  const investigations = [...requests, 'PREVIEW', 'ABS', 'REF', 'OPENURL', 'LINK'];
  const books = [
    'BOOK',
    'BOOK_SECTION',
    'BOOK_CHAPTER',
    'BOOK_PAGE',
    'BOOK_CHAPTERS_BUNDLE',
    'ENCYCLOPAEDIA_ENTRY',
  ];
  const cells = new Map<string, Record<string, Set<string> | number>>();
  const cellOf = (row: Row) => {
    const key = [row.platform, row.print_identifier, row.online_identifier, row.publication_title, (row.date ?? '').slice(0, 7)].join('|'); // prettier-ignore
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        tii: 0,
        tir: 0,
        nl: 0,
        uii: new Set(),
        uir: new Set(),
        uti: new Set(),
        utr: new Set(),
      };
      cells.set(key, cell);
    }
    return cell;
  };
  const bump = (cell: Record<string, Set<string> | number>, name: string, value?: string) => {
    const slot = cell[name];
    if (typeof slot === 'number') cell[name] = slot + 1;
    else if (value !== undefined) slot?.add(value);
  };
  for (const row of granted) {
    const rtype = row.rtype ?? '';
    if (!investigations.includes(rtype)) continue;
    const cell = cellOf(row);
    const title = first(row.print_identifier, row.online_identifier, row.title_id, row.publication_title); // prettier-ignore
    const item = first(row.unitid, row.doi) ?? (title ? `t${title}` : `u${row.url ?? ''}`);
    const isbn = /^(97[89])?\d{9}[\dX]$/i.test((first(row.print_identifier, row.online_identifier) ?? '').replace(/-/g, '')); // prettier-ignore
    const book = Boolean(title) && (books.includes(rtype) || isbn);
    bump(cell, 'tii');
    bump(cell, 'uii', `${row.session_id ?? ''}#${item}`);
    if (book) bump(cell, 'uti', `${row.session_id ?? ''}#${title}`);
    if (requests.includes(rtype)) {
      bump(cell, 'tir');
      bump(cell, 'uir', `${row.session_id ?? ''}#${item}`);
      if (book) bump(cell, 'utr', `${row.session_id ?? ''}#${title}`);
    }
  }
  for (const row of denied) bump(cellOf(row), 'nl');
  const size = (value: Set<string> | number | undefined) =>
    typeof value === 'number' ? value : (value?.size ?? 0);
  return new Map(
    [...cells].map(([key, cell]) => [
      key,
      {
        Total_Item_Investigations: size(cell.tii),
        Unique_Item_Investigations: size(cell.uii),
        Unique_Title_Investigations: size(cell.uti),
        Total_Item_Requests: size(cell.tir),
        Unique_Item_Requests: size(cell.uir),
        Unique_Title_Requests: size(cell.utr),
        No_License: size(cell.nl),
      },
    ]),
  );
}

describe('COUNTER-Mode: r51 on sd.2012-11-30.log.gz', () => {
  let counter: CounterReport;
  let granted: Row[];
  let denied: Row[];
  let csv: string;

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
    expect(outcome.counter).toEqual(counter);
    granted = parseCsvOutput(result.text);
    denied = parseCsvOutput(deniedSink.text);
    csv = csvSink.text;
  }, 120_000);

  it('gives every produced event a session_id', () => {
    expect(granted.length).toBeGreaterThan(1000);
    expect(granted.every((row) => /\|2012-11-\d\d\|\d\d$/.test(row.session_id ?? ''))).toBe(true);
  });

  it('has counter totals equal to the independent computation over the events', () => {
    const expected = computeIndependently(granted, denied);
    const actual = new Map(
      counter.rows.map((row) => [
        [row.platform, row.print_identifier, row.online_identifier, row.publication_title, row.month].join('|'), // prettier-ignore
        row.metrics,
      ]),
    );
    expect(actual).toEqual(expected);
    const requests = counter.rows.reduce((sum, row) => sum + row.metrics.Total_Item_Requests, 0);
    expect(requests).toBeGreaterThan(100);
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
