import type { RejectCategory } from '@sillage/shared-types';
import type { PipelineEvent } from './pipeline-event.js';
import type { RejectReason } from './reject-reason.js';
import type { TraceLogger } from '../traces/trace-logger.js';
import type { ParserFailureCount } from '../report/alerts.js';

/** What stages may do besides passing events on: reject them, count things, trace. */
export interface StageContext {
  /** Drops the event into one reject category (counter, reject file, trace). */
  reject(event: PipelineEvent, category: RejectCategory, reason?: RejectReason): void;
  /** Adds to a `general.<key>` report counter. */
  count(key: string, amount?: number): void;
  /** Sets a `general.<key>` report figure that is no sum (a shortest or longest time). */
  setCounter(key: string, value: number): void;
  /** Remembers an unknown domain for the alerts. */
  noteUnknownDomain(domain: string): void;
  /** Adds to a platform's parser failures, for the alerts. */
  noteParserFailures(platform: string, failures: ParserFailureCount): void;
  /** Adds to the events the chronology check saw, for the `alert-order` sentence. */
  noteChronologyChecked?(events: number): void;
  readonly trace: TraceLogger;
  /**
   * The job's cancellation: a stage that waits on something outside the job (a network
   * enricher's service) stops waiting when it fires, so a cancelled job ends.
   */
  readonly signal?: AbortSignal;
  /**
   * The fields the job's log format captures, once it is known: tells a field the log left
   * empty (`-`, which parsing drops) from one the format never had.
   */
  logFields?(): readonly string[];
}

/**
 * One step of the chain. `process` runs synchronously over a whole batch, in input order, and
 * appends the events that go on to `out` (`processInPlace` when it only keeps or drops them);
 * `processAsync` is for stages that need one batched round trip (knowledge bases). `flush`
 * releases held events at the end of input.
 */
export interface Stage {
  readonly name: string;
  /** Output columns this stage adds (reference: middleware initialisers' fields). */
  readonly outputFields?: readonly string[];
  /**
   * `general` counters this stage reports, listed at 0 from the job's start (the reference's
   * middlewares set theirs when they started), so a report has them even when none was counted.
   */
  readonly reportCounters?: readonly string[];
  process?(events: PipelineEvent[], out: PipelineEvent[], context: StageContext): void;
  /**
   * Like `process` for a stage that only keeps or drops events: keeps those that go on at the
   * front of `events`, in order, and shortens it. The engine prefers it, as it allocates nothing
   * (a new array per stage and batch was a twentieth of a job's allocation).
   */
  processInPlace?(events: PipelineEvent[], context: StageContext): void;
  processAsync?(
    events: PipelineEvent[],
    out: PipelineEvent[],
    context: StageContext,
  ): Promise<void>;
  /**
   * Returns true when it let go only part of what it holds (a slice of a large hold, so the
   * end of input does not rebuild every held event at once): the engine passes that part on
   * and calls it again.
   */
  flush?(out: PipelineEvent[], context: StageContext): boolean | undefined;
  /** Like `flush`, for stages that still have look-ups to make (network enrichers). */
  flushAsync?(out: PipelineEvent[], context: StageContext): Promise<void>;
  /** Lets go of what the stage holds outside memory (a file), however the job ended. */
  dispose?(): void;
}

/** What a per-event check decided: go on, or the reject category (with an optional reason). */
export type EventVerdict =
  undefined | RejectCategory | { category: RejectCategory; reason: RejectReason };

/** Builds a stage from a synchronous per-event function (most stages are one). */
export function createEventStage(
  name: string,
  handle: (event: PipelineEvent, context: StageContext) => EventVerdict,
  outputFields?: readonly string[],
): Stage {
  return {
    name,
    ...(outputFields ? { outputFields } : {}),
    processInPlace(events, context) {
      let kept = 0;
      for (const event of events) {
        let verdict: EventVerdict;
        try {
          verdict = handle(event, context);
        } catch (error) {
          verdict = {
            category: 'unknown-errors',
            reason: { code: 'stage-failed', params: { stage: name, error: String(error) } },
          };
        }
        if (verdict === undefined) {
          events[kept] = event;
          kept += 1;
        } else if (typeof verdict === 'string') {
          context.reject(event, verdict);
        } else {
          context.reject(event, verdict.category, verdict.reason);
        }
      }
      events.length = kept;
    },
  };
}
