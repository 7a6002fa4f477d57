import type { UserAgentRobots } from '../engine/ports.js';
import { HeldEventQueue, type HeldSlot, type HoldOptions } from '../engine/held-event-queue.js';
import { HeldQueue } from '../engine/held-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import { RenewingMap } from '../engine/renewing-map.js';
import type { Stage, StageContext } from '../engine/stage.js';
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

interface Held extends HeldSlot {
  readonly key: string | undefined;
  state: 'held' | 'released' | 'duplicate';
}

/**
 * What stays of the last click of a key once its chain has been let go: its time, not its event
 * (a released event must not be kept alive). Any later click within 30 s is its double-click.
 */
interface Trace {
  readonly key: string;
  readonly timestamp: number;
}

const isTrace = (click: Held | Trace): click is Trace => !('state' in click);

/**
 * How long (log time, in windows) the last click of a key stays known after it was let go. Lines
 * run a few seconds out of order (EZproxy writes one when its download ends): a late line within
 * 30 s of a click already let go is that click's repeat, whatever the batch boundaries were.
 */
const RELEASED_MEMORY_WINDOWS = 2;

const COUNTED_STATUSES = new Set(['200', '304']);

/**
 * The COUNTER R5.1 replacement of the reference deduplicator: keeps only 200/304 (401/403 stay as
 * denials, for No_License), excludes robot user agents, and removes double-clicks — two clicks on
 * the same item (platform, unitid or URL, rtype, mime) by the same user within 30 s count once,
 * the first is removed and the second kept, repeats chain. Events are held until no later click
 * can replace them, and leave in input order.
 */
export function createCounterDoubleClickStage(options: CounterDoubleClickOptions = {}): Stage {
  const windowSeconds = options.windowSeconds ?? COUNTER_DOUBLE_CLICK_WINDOW_SECONDS;
  const { robots, identity = DEFAULT_IDENTITY_FIELDS } = options;
  const queue = new HeldEventQueue<Held>(options.hold);
  const latest = new RenewingMap<string, Held | Trace>();
  // Traces of chains let go, oldest first, until they are forgotten.
  const remembered = new HeldQueue<Trace>();
  let now = Number.NEGATIVE_INFINITY;

  const remember = (key: string, timestamp: number) => {
    const trace: Trace = { key, timestamp };
    latest.set(key, trace);
    remembered.push(trace);
  };

  const forget = (all: boolean) => {
    const memory = windowSeconds * RELEASED_MEMORY_WINDOWS;
    for (let trace = remembered.peek(); trace !== undefined; trace = remembered.peek()) {
      if (!all && !(now - trace.timestamp > memory)) {
        break;
      }
      remembered.shift();
      if (latest.get(trace.key) === trace) {
        latest.delete(trace.key);
      }
    }
  };

  /** Events at the front whose fate is decided and that have not left yet. */
  let settled = 0;

  /**
   * Decides the fate of what no later click can replace (all: everything). Done in full at once,
   * whatever leaves in this call, so a later click sees what it would if they had all left.
   */
  const settle = (all: boolean) => {
    for (let held = queue.at(settled); held !== undefined; held = queue.at(settled)) {
      if (held.state === 'held') {
        if (!all && !(now - held.timestamp > windowSeconds)) {
          break;
        }
        held.state = 'released';
      }
      if (held.key !== undefined && latest.get(held.key) === held) {
        remember(held.key, held.timestamp);
      }
      settled += 1;
    }
    forget(all);
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

  return {
    name: 'counter-double-click',
    process(events, out, context) {
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
        const held: Held = { event, timestamp, key, state: 'held' };
        const previous = key === undefined ? undefined : latest.get(key);
        if (previous && Math.abs(timestamp - previous.timestamp) <= windowSeconds) {
          if (isTrace(previous)) {
            // The chain's click already left: this one is its repeat, and carries the chain on.
            held.state = 'duplicate';
            remember(previous.key, Math.max(timestamp, previous.timestamp));
          } else if (timestamp >= previous.timestamp) {
            // The later click survives.
            previous.state = 'duplicate';
          } else {
            // A late (out-of-order) line is the earlier click.
            held.state = 'duplicate';
          }
        }
        if (held.state === 'held' && key !== undefined) {
          latest.set(key, held);
        }
        if (valid && timestamp > now) {
          now = timestamp;
        }
        queue.push(held);
      }
      queue.traceFirstSpill(context.trace, 'COUNTER double-click removal');
      release(out, context, false);
    },
    flush(out, context) {
      return release(out, context, true);
    },
    dispose() {
      queue.dispose();
    },
  };
}
