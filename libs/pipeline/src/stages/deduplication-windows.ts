import type { DeduplicationSettings } from '@sillage/shared-types';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import { RenewingMap } from '../engine/renewing-map.js';

/** An event while the double-click windows hold it. */
export interface HeldEvent {
  readonly event: PipelineEvent;
  /** Comparison key (user field, user, unitid, rtype) when this event can be matched later. */
  readonly key: string | undefined;
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
    for (let i = 0, length = items.length; i < length; i++) {
      const held = items[i];
      if (held === undefined || !(held.event.timestamp < limit)) {
        break;
      }
      items.splice(i, 1);
      length--;
      this.forget(held);
      held.state = 'released';
    }
  }

  push(held: HeldEvent, matchKey: string | undefined): HeldEvent | undefined {
    let duplicate: HeldEvent | undefined;
    if (matchKey !== undefined) {
      duplicate = this.byKey.get(matchKey);
      if (duplicate) {
        this.items.splice(this.items.indexOf(duplicate), 1);
        this.byKey.delete(matchKey);
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

  constructor(settings: DeduplicationSettings) {
    const mixed = settings.mixedWindow === undefined ? undefined : new Window(settings.mixedWindow);
    for (const [mime, seconds] of settings.windows) {
      const window = mixed ?? new Window(seconds);
      window.checksPerEvent += 1;
      this.byMime.set(mime, window);
    }
  }

  windowFor(mime: string | undefined): Window | undefined {
    return this.byMime.get((mime ?? 'misc').toLowerCase()) ?? this.byMime.get('misc');
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
  private readonly strategyFields: string[];
  private currentTime = 0;

  constructor(private readonly settings: DeduplicationSettings) {
    const names = settings.fieldNames as Record<string, string | undefined>;
    this.strategyFields = Array.from(settings.strategy)
      .map((letter) => names[letter])
      .filter((name): name is string => name !== undefined);
  }

  /** False when the event is older than the latest one seen (reference ECHRONO). */
  isInOrder(event: PipelineEvent): boolean {
    return !(event.timestamp < this.currentTime);
  }

  /** Adds an event; returns the held event it made a duplicate of, if any. */
  push(event: PipelineEvent): { held: HeldEvent; duplicate: HeldEvent | undefined } {
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
    const userField = this.strategyFields.find((name) => Boolean(fields[name]));
    const { unitid, rtype } = fields;
    const base =
      userField !== undefined && unitid
        ? `${userField}\u0000${fields[userField] ?? ''}\u0000${unitid}\u0000`
        : undefined;
    const key = base !== undefined && rtype ? base + rtype : undefined;
    const held: HeldEvent = { event, key, state: 'held' };
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
    return { held, duplicate: window.push(held, key) };
  }

  /** Releases every held event (end of input). */
  drain(): void {
    for (const window of this.holding) {
      window.drain();
    }
    this.holding.length = 0;
  }
}
