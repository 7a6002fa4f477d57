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

/** A held event's place in its window: a doubly linked list, so any event leaves in O(1). */
interface Link {
  held: HeldEvent;
  previous: Link | undefined;
  next: Link | undefined;
}

/**
 * The events one window holds, oldest first. A linked list, not an array: a duplicate leaves
 * from anywhere, and the stale events at the front leave one or a few at a time, many times a
 * second; in an array each cost a pass over everything held, so a long window (`Double-Click-*`
 * of hours) or many clicks in one second made a job's time grow with the square of its events.
 */
class Window {
  private first: Link | undefined;
  private last: Link | undefined;
  private readonly byKey = new RenewingMap<string, Link>();
  /**
   * How many times the reference checks this window per event: once, or once per mime for a
   * MIXED window shared by every mime (its skipping loop makes repeated checks release more).
   */
  checksPerEvent = 0;
  constructor(readonly intervalSeconds: number) {}

  get isEmpty(): boolean {
    return this.first === undefined;
  }

  /**
   * Releases events older than `now − interval` from the front. The reference's loop skips the
   * element after each one it removes, so some stale events stay comparable until a later check;
   * kept as is so that results match the reference line for line: the k-th removal happens at
   * index k of the shortened list, the event at 2k of the list as it was, until one there is not
   * stale.
   */
  check(now: number): void {
    const limit = now - this.intervalSeconds;
    for (let link = this.first; link !== undefined && link.held.timestamp < limit;) {
      const skipped = link.next;
      this.remove(link);
      link.held.key = undefined;
      link.held.state = 'released';
      link = skipped?.next;
    }
  }

  push(held: HeldEvent, matchKey: string | undefined): HeldEvent | undefined {
    let duplicate: HeldEvent | undefined;
    if (matchKey !== undefined) {
      const link = this.byKey.get(matchKey);
      if (link) {
        this.remove(link);
        duplicate = link.held;
        duplicate.key = undefined;
        duplicate.state = 'duplicate';
      }
    }
    const link: Link = { held, previous: this.last, next: undefined };
    if (this.last === undefined) {
      this.first = link;
    } else {
      this.last.next = link;
    }
    this.last = link;
    if (held.key !== undefined) {
      this.byKey.set(held.key, link);
    }
    return duplicate;
  }

  drain(): void {
    for (let link = this.first; link !== undefined; link = link.next) {
      link.held.state = 'released';
    }
    this.first = undefined;
    this.last = undefined;
    this.byKey.clear();
  }

  /** Takes `link` out of the list and out of the key index (when the key is still its). */
  private remove(link: Link): void {
    const { previous, next, held } = link;
    if (previous === undefined) {
      this.first = next;
    } else {
      previous.next = next;
    }
    if (next === undefined) {
      this.last = previous;
    } else {
      next.previous = previous;
    }
    if (held.key !== undefined && this.byKey.get(held.key) === link) {
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
      for (let check = 0; check < window.checksPerEvent && !window.isEmpty; check++) {
        window.check(this.currentTime);
      }
      if (!window.isEmpty) {
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
    if (window.isEmpty) {
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
