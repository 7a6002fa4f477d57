import type { CounterReport, JobSettings } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { UserAgentRobots } from '../engine/ports.js';
import type { ChunkSink } from '../engine/sinks.js';
import { CounterAggregator, formatCounterCsv } from './counter-aggregator.js';

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

/** The COUNTER side of a job run: aggregates written events, then writes and returns the report. */
export interface CounterOutput {
  /** Every line read, as it enters the chain: the days the log covers. */
  observe(events: readonly PipelineEvent[]): void;
  add(events: readonly PipelineEvent[]): void;
  finish(jobId: string, created: Date): Promise<CounterReport>;
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
      const report = aggregator.build({ id: jobId, created, robotsList: list });
      sinks?.json?.write(`${JSON.stringify(report, null, 2)}\n`);
      sinks?.csv?.write(formatCounterCsv(report, settings.csvRawValues));
      await Promise.all([sinks?.json?.close(), sinks?.csv?.close()]);
      return report;
    },
  };
}
