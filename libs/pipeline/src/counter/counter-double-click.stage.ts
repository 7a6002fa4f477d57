import type { UserAgentRobots } from '../engine/ports.js';
import { HeldEventQueue, type HeldSlot, type HoldOptions } from '../engine/held-event-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import { ClickChains, type Click } from './counter-click-chains.js';
import {
  capturesUserAgent,
  DEFAULT_IDENTITY_FIELDS,
  identifyUser,
  readUserAgent,
  type CounterIdentityFields,
} from './counter-keys.js';

/** COUNTER R5.1's double-click window, the same for every format (counter.md §2.2). */
export const COUNTER_DOUBLE_CLICK_WINDOW_SECONDS = 30;

/** Options of {@link createCounterDoubleClickStage}. */
export interface CounterDoubleClickOptions {
  /** COUNTER-Robots test (any matching user agent is excluded); none = no robot check. */
  robots?: UserAgentRobots;
  /** Double-click window in seconds; COUNTER_DOUBLE_CLICK_WINDOW_SECONDS by default. */
  windowSeconds?: number;
  /** The fields that identify a user (the job's Double-Click-*-Field); the defaults otherwise. */
  identity?: CounterIdentityFields;
  /** Where held events wait on disk past the number kept in memory. */
  hold?: HoldOptions;
}

interface Held extends HeldSlot, Click {}

/**
 * How far (log time) a line may come after later ones and still find its double-clicks: lines
 * run out of order (EZproxy writes one when its download ends, stamped with its start), by
 * seconds usually, by a minute or two for a long download. The chains of the clicks within it are
 * kept. Longer costs time: at five minutes the chains outlive the young generation and COUNTER
 * removal took 2.5 times as long (300 000 clicks, 5 a second).
 */
export const COUNTER_LATE_LINE_MEMORY_SECONDS = 2 * 60;

/**
 * Lines in a row that much older than the latest one: the log starts again earlier (logs joined
 * end to end), or the latest one was misdated (a typo year). Its time is then forgotten, so the
 * clicks it held back leave and the lines that follow are judged among themselves.
 */
const LATE_LINES_OF_A_NEW_RUN = 32;

const COUNTED_STATUSES = new Set(['200', '304']);

/**
 * The COUNTER R5.1 replacement of the reference deduplicator: keeps only 200/304 (401/403 stay as
 * denials, for No_License), excludes robot user agents, and removes double-clicks — two clicks on
 * the same item (platform, unitid or URL, rtype, mime) by the same user within 30 s count once,
 * the first is removed and the second kept, repeats chain, in log time whatever the order of the
 * lines. Events are held until no later click can replace them, and leave in input order. Every
 * decision is taken line by line, so the way the input was cut into batches changes nothing.
 */
export function createCounterDoubleClickStage(options: CounterDoubleClickOptions = {}): Stage {
  const windowSeconds = options.windowSeconds ?? COUNTER_DOUBLE_CLICK_WINDOW_SECONDS;
  const memorySeconds = Math.max(COUNTER_LATE_LINE_MEMORY_SECONDS, windowSeconds * 2);
  const { robots, identity = DEFAULT_IDENTITY_FIELDS } = options;
  const queue = new HeldEventQueue<Held>(options.hold);
  const chains = new ClickChains(windowSeconds, memorySeconds);
  /** The log's current time: its latest line's, since the current run of lines began. */
  let now = Number.NEGATIVE_INFINITY;
  let lateInARow = 0;
  let latestOfLateRun = Number.NEGATIVE_INFINITY;
  /** Lines beyond the memory, whose double-clicks with earlier lines may go unseen. */
  let tooLate = 0;
  let runsRestarted = 0;

  /** Events at the front whose fate is decided and that have not left yet. */
  let settled = 0;

  /**
   * Decides the fate of what no later click can replace (all: everything): a click more than the
   * window before the log's time, or far after it (a misdated line, or the end of the previous
   * run of lines). Done in full at once, whatever leaves in this call, so a later click sees what
   * it would if they had all left.
   */
  const settle = (all: boolean) => {
    for (let held = queue.at(settled); held !== undefined; held = queue.at(settled)) {
      if (held.state === 'held') {
        const age = now - held.timestamp;
        if (!all && age <= windowSeconds && -age <= memorySeconds) {
          break;
        }
        held.state = 'released';
        chains.released(held);
      }
      settled += 1;
    }
    // Lines older than the memory may be the start of a new run: their chains are kept until
    // that is known.
    if (all || lateInARow === 0) {
      chains.forget(now, all);
    }
  };

  /** Lets go the settled events, one slice at most; true if it stopped there. */
  const release = (out: PipelineEvent[], context: StageContext, all: boolean) => {
    settle(all);
    const slice = queue.startSlice();
    for (let held = queue.peek(); held !== undefined && settled > 0; held = queue.peek()) {
      if (slice.full) {
        return true;
      }
      const event = queue.shift();
      settled -= 1;
      slice.add(event);
      if (held.state === 'released') {
        out.push(event);
      } else {
        context.reject(event, 'duplicate-ecs', { code: 'counter-double-click' });
      }
    }
    return false;
  };

  /** Follows the log's time with a line's, counting the lines more than the memory late. */
  const advance = (timestamp: number) => {
    if (!(now - timestamp > memorySeconds)) {
      lateInARow = 0;
      latestOfLateRun = Number.NEGATIVE_INFINITY;
      now = Math.max(now, timestamp);
      return;
    }
    lateInARow += 1;
    tooLate += 1;
    latestOfLateRun = Math.max(latestOfLateRun, timestamp);
    if (lateInARow === LATE_LINES_OF_A_NEW_RUN) {
      // Not late after all: the first lines of a new run.
      tooLate -= lateInARow;
      now = latestOfLateRun;
      runsRestarted += 1;
      lateInARow = 0;
      latestOfLateRun = Number.NEGATIVE_INFINITY;
    }
  };

  const traceLateLines = (context: StageContext) => {
    if (tooLate > 0) {
      context.trace.log(
        'warn',
        `COUNTER double-click removal: ${String(tooLate)} ${tooLate === 1 ? 'line' : 'lines'} came more than ${String(memorySeconds / 60)} minutes (log time) after later ones; their double-clicks with the lines before them may be counted twice (sort the log by time, or give its parts as separate files)`,
      );
    }
    if (runsRestarted > 0) {
      context.trace.log(
        'info',
        `COUNTER double-click removal: the log's times started again earlier ${runsRestarted === 1 ? 'once' : `${String(runsRestarted)} times`} (logs joined end to end, or a misdated line): the clicks before were let go`,
      );
    }
  };

  // Whether the log format captures user agents: known once lines are parsed, the same for all.
  let formatHasUserAgent: boolean | undefined;

  const admit = (event: PipelineEvent, context: StageContext): boolean => {
    const { fields } = event;
    if (fields.status && event.granted && !COUNTED_STATUSES.has(fields.status)) {
      context.reject(event, 'filtered-ecs', {
        code: 'counter-http-status',
        params: { status: fields.status },
      });
      return false;
    }
    // A user agent logged as `-` (parsing drops it) is an empty one, which COUNTER-Robots'
    // `^.?$` excludes; a format without the field says nothing of robots.
    formatHasUserAgent ??= capturesUserAgent(context.logFields?.() ?? []);
    const userAgent = readUserAgent(fields) ?? (formatHasUserAgent ? '' : undefined);
    if (robots && userAgent !== undefined && robots.isRobot(userAgent)) {
      context.reject(event, 'robots-ecs', { code: 'counter-robot' });
      return false;
    }
    return true;
  };

  let robotsTraced = false;
  const traceSkippedPatterns = (context: StageContext) => {
    robotsTraced = true;
    const skipped = robots?.skippedPatterns ?? [];
    if (skipped.length > 0) {
      context.trace.log(
        'warn',
        `COUNTER-Robots list: ${String(skipped.length)} ${skipped.length === 1 ? 'pattern is' : 'patterns are'} no regular expression JavaScript reads and ${skipped.length === 1 ? 'was' : 'were'} left out: ${skipped.map((pattern) => JSON.stringify(pattern)).join(', ')}`,
      );
    }
  };

  return {
    name: 'counter-double-click',
    process(events, out, context) {
      if (!robotsTraced) {
        traceSkippedPatterns(context);
      }
      for (const event of events) {
        if (!admit(event, context)) {
          continue;
        }
        const { fields, timestamp } = event;
        const valid = Number.isFinite(timestamp);
        const key = valid
          ? [
              identifyUser(fields, identity),
              fields.platform ?? '',
              [fields.unitid, fields.url].find(Boolean) ?? '',
              fields.rtype ?? '',
              fields.mime ?? '',
              event.granted ? '' : 'denied',
            ].join('\u0000')
          : undefined;
        const held: Held = { event, timestamp, state: 'held', chain: undefined };
        if (key === undefined) {
          // No time to compare: nothing to remove, and nothing to wait for.
          held.state = 'released';
        } else {
          advance(timestamp);
          chains.place(key, held);
        }
        queue.push(held);
        settle(false);
      }
      queue.traceFirstSpill(context.trace, 'COUNTER double-click removal');
      release(out, context, false);
    },
    flush(out, context) {
      const more = release(out, context, true);
      if (!more) {
        traceLateLines(context);
      }
      return more;
    },
    dispose() {
      queue.dispose();
    },
  };
}
