import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CounterReport, JobSettings } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { UserAgentRobots } from '../engine/ports.js';
import type { ChunkSink } from '../engine/sinks.js';
import {
  COUNTER_CSV_HEADER,
  CounterAggregator,
  type CounterReportHead,
  formatCounterCsvRow,
} from './counter-aggregator.js';

/** Where a COUNTER R5.1 job writes `counter.json` and its CSV twin. */
export interface CounterSinks {
  json?: ChunkSink;
  csv?: ChunkSink;
}

/** The robot list COUNTER mode uses: the COUNTER-Robots one when loaded, else the general one. */
export function selectCounterRobots(resources: PipelineResources): {
  robots: UserAgentRobots | undefined;
  list: CounterReport['robots_list'];
} {
  if (resources.counterRobots) {
    return { robots: resources.counterRobots, list: 'counter-robots' };
  }
  return resources.userAgentRobots
    ? { robots: resources.userAgentRobots, list: 'isbot' }
    : { robots: undefined, list: 'none' };
}

/** The COUNTER side of a job run: aggregates written events, then writes the report. */
export interface CounterOutput {
  /** Every line read, as it enters the chain: the days the log covers. */
  observe(events: readonly PipelineEvent[]): void;
  add(events: readonly PipelineEvent[]): void;
  /** Writes counter.json and counter.csv and closes their sinks; resolves to their title rows. */
  finish(jobId: string, created: Date): Promise<number>;
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_SLICE = 2_000;

/** JSON text laid out at one more level of `JSON.stringify(…, null, 2)`'s indentation. */
function indent(json: string, levels: number): string {
  return json.replace(/\n/g, `\n${'  '.repeat(levels)}`);
}

/**
 * Writes the report row by row, in slices with a turn of the event loop between them: a job of
 * hundreds of thousands of titles neither builds counter.json as one string (hundreds of
 * megabytes) nor holds the api's other requests while it writes. The JSON is the same text as
 * `JSON.stringify(report, null, 2)`.
 */
export async function writeCounterReport(
  aggregator: CounterAggregator,
  head: CounterReportHead,
  sinks: CounterSinks,
  raw: boolean,
): Promise<number> {
  const { json, csv } = sinks;
  json?.write(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "rows": [`);
  csv?.write(COUNTER_CSV_HEADER);
  let written = 0;
  let jsonSlice = '';
  let csvSlice = '';
  const flush = async () => {
    json?.write(jsonSlice);
    csv?.write(csvSlice);
    jsonSlice = '';
    csvSlice = '';
    await Promise.all([json?.ready(), csv?.ready()]);
    await yieldToEventLoop();
  };
  for (const row of aggregator.rows()) {
    jsonSlice += `${written === 0 ? '' : ','}\n    ${indent(JSON.stringify(row, null, 2), 2)}`;
    csvSlice += formatCounterCsvRow(row, raw);
    written += 1;
    if (written % ROWS_PER_SLICE === 0) {
      await flush();
    }
  }
  await flush();
  const platforms = indent(JSON.stringify(aggregator.platformRows(), null, 2), 1);
  json?.write(`${written === 0 ? '' : '\n  '}],\n  "platforms": ${platforms}\n}\n`);
  return written;
}

/** Creates the COUNTER output of a job in `COUNTER-Mode: r51` (undefined in reference mode). */
export function createCounterOutput(
  settings: JobSettings,
  resources: PipelineResources,
  sinks: CounterSinks | undefined,
): CounterOutput | undefined {
  if (settings.counterMode !== 'r51' || settings.cleanOnly) {
    return undefined;
  }
  const aggregator = new CounterAggregator();
  const { list } = selectCounterRobots(resources);
  return {
    observe(events) {
      aggregator.observe(events);
    },
    add(events) {
      aggregator.add(events);
    },
    async finish(jobId, created) {
      if (sinks === undefined) {
        return aggregator.rowCount;
      }
      const head = aggregator.head({ id: jobId, created, robotsList: list });
      const rows = await writeCounterReport(aggregator, head, sinks, settings.csvRawValues);
      await Promise.all([sinks.json?.close(), sinks.csv?.close()]);
      return rows;
    },
  };
}
