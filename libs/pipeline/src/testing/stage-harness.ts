import type { RejectCategory } from '@sillage/shared-types';
import { createEvent, type PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import { SILENT_TRACES, type TraceLogger } from '../traces/trace-logger.js';

/** What a stage did with the events a test fed it. */
export interface StageRun {
  passed: PipelineEvent[];
  rejected: { lineNumber: number; category: RejectCategory }[];
  counters: Map<string, number>;
  unknownDomains: string[];
  /** Parser failures noted, by platform. */
  parserFailures: Map<string, { errors: number; timeouts: number }>;
}

let nextLine = 1;

/** An event with the given fields; `timestamp` (unix s) is read from the fields when present. */
export function makeEvent(fields: Record<string, string>, lineNumber = nextLine++): PipelineEvent {
  const event = createEvent({ ...fields }, lineNumber, JSON.stringify(fields));
  if (fields.timestamp !== undefined) {
    event.timestamp = Number(fields.timestamp);
  }
  return event;
}

/**
 * Runs events through one stage (process, then flush, then dispose), as the engine does, in one
 * batch each; without the flush, the stage is left as it is (no dispose).
 */
export async function runStage(
  stage: Stage,
  batches: PipelineEvent[][],
  options: { flush?: boolean; trace?: TraceLogger } = {},
): Promise<StageRun> {
  const run: StageRun = {
    passed: [],
    rejected: [],
    counters: new Map(),
    unknownDomains: [],
    parserFailures: new Map(),
  };
  const context: StageContext = {
    reject: (event, category) => run.rejected.push({ lineNumber: event.lineNumber, category }),
    count: (key, amount = 1) => run.counters.set(key, (run.counters.get(key) ?? 0) + amount),
    setCounter: (key, value) => run.counters.set(key, value),
    noteUnknownDomain: (domain) => run.unknownDomains.push(domain),
    noteParserFailures: (platform, { errors, timeouts }) => {
      const known = run.parserFailures.get(platform) ?? { errors: 0, timeouts: 0 };
      run.parserFailures.set(platform, {
        errors: known.errors + errors,
        timeouts: known.timeouts + timeouts,
      });
    },
    trace: options.trace ?? SILENT_TRACES,
  };
  for (const batch of batches) {
    if (stage.processAsync) {
      await stage.processAsync(batch, run.passed, context);
    } else if (stage.processInPlace) {
      const kept = [...batch];
      stage.processInPlace(kept, context);
      run.passed.push(...kept);
    } else {
      stage.process?.(batch, run.passed, context);
    }
  }
  if (options.flush !== false) {
    if (stage.flushAsync) {
      await stage.flushAsync(run.passed, context);
    } else {
      while (stage.flush?.(run.passed, context) === true) {
        // A stage holding many events lets them go in slices.
      }
    }
    stage.dispose?.();
  }
  return run;
}
