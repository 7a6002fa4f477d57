import type { DeduplicationSettings } from '@sillage/shared-types';
import { detachString } from '../engine/detach-string.js';
import type { HeldSlot } from '../engine/held-event-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import { RenewingMap } from '../engine/renewing-map.js';

const detachKey = (key: string | undefined) => (key === undefined ? key : detachString(key));

/** An event while the double-click windows hold it (the event itself may wait on disk). */
export interface HeldEvent extends HeldSlot {
  /**
   * Comparison key (user field, user, unitid, rtype) while this event can be matched later;
   * cleared once it is settled, as it may then wait long behind an older event.
   */
  key: string | undefined;
  state: 'held' | 'released' | 'duplicate';
}

class Window {
  readonly items: HeldEvent[] = [];
  private readonly byKey = new RenewingMap<string, HeldEvent>();
  /**
   * How many times the reference checks this window per event: once, or once per mime for a
   * MIXED window shared by every mime (its skipping loop makes repeated checks release more).
   */
  checksPerEvent = 0;
  constructor(readonly intervalSeconds: number) {}

  /**
   * Releases events older than `now − interval` from the front. The reference's loop skips the
   * element after each one it removes, so some stale events stay comparable until a later check;
   * kept as is so that results match the reference line for line.
   */
  check(now: number): void {
    const limit = now - this.intervalSeconds;
    const { items } = this;
    // The k-th removal happens at index k of the shortened array, which is index 2k of the
    // original: so the loop removes the stale events at 0, 2, 4… until one is not stale.
    let removals = 0;
    for (let at = 0; at < items.length; at += 2) {
      const held = items[at];
      if (held === undefined || !(held.timestamp < limit)) {
        break;
      }
      removals += 1;
    }
    if (removals === 0) {
      return;
    }
    // Compacted in place: a splice per removal also allocated the array it returns.
    let kept = 0;
    for (const [at, held] of items.entries()) {
      if (at < removals * 2 && at % 2 === 0) {
        this.forget(held);
        held.key = undefined;
        held.state = 'released';
      } else {
        items[kept] = held;
        kept += 1;
      }
    }
    items.length = kept;
  }

  push(held: HeldEvent, matchKey: string | undefined): HeldEvent | undefined {
    let duplicate: HeldEvent | undefined;
    if (matchKey !== undefined) {
      duplicate = this.byKey.get(matchKey);
      if (duplicate) {
        this.items.splice(this.items.indexOf(duplicate), 1);
        this.byKey.delete(matchKey);
        duplicate.key = undefined;
        duplicate.state = 'duplicate';
      }
    }
    this.items.push(held);
    if (held.key !== undefined) {
      this.byKey.set(held.key, held);
    }
    return duplicate;
  }

  drain(): void {
    for (const held of this.items) {
      held.state = 'released';
    }
    this.items.length = 0;
    this.byKey.clear();
  }

  private forget(held: HeldEvent): void {
    if (held.key !== undefined && this.byKey.get(held.key) === held) {
      this.byKey.delete(held.key);
    }
  }
}

/** The windows of one platform: one per mime, or one shared window repeated under each mime. */
class WindowGroup {
  readonly byMime = new Map<string, Window>();
  /** The same windows under the mimes' lower- and upper-case spellings, asked as they come. */
  private readonly byExactMime = new Map<string, Window>();

  constructor(settings: DeduplicationSettings) {
    const mixed = settings.mixedWindow === undefined ? undefined : new Window(settings.mixedWindow);
    for (const [mime, seconds] of settings.windows) {
      const window = mixed ?? new Window(seconds);
      window.checksPerEvent += 1;
      this.byMime.set(mime, window);
    }
    for (const [mime, window] of this.byMime) {
      if (mime === mime.toLowerCase()) {
        this.byExactMime.set(mime, window);
        this.byExactMime.set(mime.toUpperCase(), window);
      }
    }
  }

  windowFor(mime: string | undefined): Window | undefined {
    if (mime === undefined) {
      return this.byMime.get('misc');
    }
    // Mimes come upper-case from the parsers, the settings name them in lower case: asking
    // both spellings first spares lower-casing (a new string) for every event.
    return (
      this.byExactMime.get(mime) ?? this.byMime.get(mime.toLowerCase()) ?? this.byMime.get('misc')
    );
  }
}

/**
 * COUNTER double-click windows as the reference keeps them: per platform, per mime (or MIXED),
 * user = first non-empty field of the strategy; pushing an event makes an older held event with
 * the same user, unitid and rtype a duplicate (the last click wins).
 */
export class DeduplicationWindows {
  private readonly groups = new Map<string, WindowGroup>();
  /**
   * The windows holding events. Only they can release anything, and each releases its own
   * events whatever the order they are checked in, so a push checks these, not every window of
   * every platform seen. Exactly the windows with items once a push has checked them, so an
   * empty window is never in it. An array rather than a Set: a window joins and leaves many
   * times a second, and a long-lived Set reallocates its table for that.
   */
  private readonly holding: Window[] = [];
  /** The strategy's user fields in order, each with `<field>\0`, the start of its keys. */
  private readonly strategy: { field: string; prefix: string }[];
  private currentTime = 0;

  constructor(private readonly settings: DeduplicationSettings) {
    const names = settings.fieldNames as Record<string, string | undefined>;
    this.strategy = Array.from(settings.strategy)
      .map((letter) => names[letter])
      .filter((name): name is string => name !== undefined)
      .map((field) => ({ field, prefix: `${field}\u0000` }));
  }

  /** False when the event is older than the latest one seen (reference ECHRONO). */
  isInOrder(event: PipelineEvent): boolean {
    return !(event.timestamp < this.currentTime);
  }

  /**
   * Adds an event; returns the held event it made a duplicate of, if any. `longHeld` says the
   * event may be held long (its stage holds many already): its key is then made a string of its
   * own, as one built from the line's values keeps the line's whole input chunk in memory.
   */
  push(
    event: PipelineEvent,
    longHeld = false,
  ): { held: HeldEvent; duplicate: HeldEvent | undefined } {
    this.currentTime = event.timestamp;
    const { holding } = this;
    let kept = 0;
    for (const window of holding) {
      for (let check = 0; check < window.checksPerEvent && window.items.length > 0; check++) {
        window.check(this.currentTime);
      }
      if (window.items.length > 0) {
        holding[kept++] = window;
      }
    }
    holding.length = kept;
    const { fields } = event;
    const held: HeldEvent = {
      event,
      timestamp: event.timestamp,
      key: longHeld ? detachKey(this.keyOf(fields)) : this.keyOf(fields),
      state: 'held',
    };
    const platform = (fields.platform ?? '').toLowerCase();
    let group = this.groups.get(platform);
    if (!group) {
      group = new WindowGroup(this.settings);
      this.groups.set(platform, group);
    }
    const window = group.windowFor(fields.mime);
    if (window === undefined) {
      return { held, duplicate: undefined };
    }
    if (window.items.length === 0) {
      this.holding.push(window);
    }
    return { held, duplicate: window.push(held, held.key) };
  }

  /**
   * `<user field>\0<user>\0<unitid>\0<rtype>`, the user being the first non-empty field of the
   * strategy; undefined when one of them is missing (the event then never matches).
   */
  private keyOf(fields: Record<string, string>): string | undefined {
    const { unitid, rtype } = fields;
    if (!unitid || !rtype) {
      return undefined;
    }
    for (const { field, prefix } of this.strategy) {
      const user = fields[field];
      if (user) {
        return `${prefix}${user}\u0000${unitid}\u0000${rtype}`;
      }
    }
    return undefined;
  }

  /** Releases every held event (end of input). */
  drain(): void {
    for (const window of this.holding) {
      window.drain();
    }
    this.holding.length = 0;
  }
}
