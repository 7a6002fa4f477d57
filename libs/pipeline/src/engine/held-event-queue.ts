import { tmpdir } from 'node:os';
import { EventSpill } from './event-spill.js';
import { HeldQueue } from './held-queue.js';
import type { PipelineEvent } from './pipeline-event.js';

/**
 * Events a stage keeps in memory before the next ones wait on disk: far above what double-click
 * windows hold on a log with real times (tens to a few thousand), about 40 MB of events.
 */
export const EVENTS_HELD_IN_MEMORY = 50_000;

/** Events a stage lets go per call of its flush: a large hold leaves in slices of this size. */
export const FLUSH_SLICE = 10_000;

/** Where and from how many held events on a stage's events wait on disk. */
export interface HoldOptions {
  /** Folder of the held-events file (the system's temporary folder when absent). */
  directory?: string;
  /** Events kept in memory before the next ones go to disk; EVENTS_HELD_IN_MEMORY by default. */
  eventsInMemory?: number;
}

/** What a stage keeps of an event it holds; `event` is undefined while the event is on disk. */
export interface HeldSlot {
  event: PipelineEvent | undefined;
  /** The event's timestamp, which the windows compare while the event itself may be on disk. */
  readonly timestamp: number;
}

/**
 * The first-in first-out queue of events a stage holds until it may let them go in input order,
 * whose events beyond the first `eventsInMemory` wait in an {@link EventSpill}. The slots stay in
 * memory (state, key, timestamp: a tenth of an event's size).
 */
export class HeldEventQueue<T extends HeldSlot> {
  private readonly slots = new HeldQueue<T>();
  /** Events kept in memory before the next ones go to disk. */
  readonly limit: number;
  private inMemory = 0;
  private spill: EventSpill | undefined;
  /** How many events ever went to disk. */
  spilled = 0;

  constructor(private readonly options: HoldOptions = {}) {
    this.limit = options.eventsInMemory ?? EVENTS_HELD_IN_MEMORY;
  }

  /** True when the next event pushed goes to disk. */
  get full(): boolean {
    return this.inMemory >= this.limit;
  }

  push(slot: T): void {
    const { event } = slot;
    if (event !== undefined) {
      if (this.full) {
        this.spill ??= new EventSpill(this.options.directory ?? tmpdir());
        this.spill.write(event);
        slot.event = undefined;
        this.spilled += 1;
      } else {
        this.inMemory += 1;
      }
    }
    this.slots.push(slot);
  }

  /** The oldest slot still queued. */
  peek(): T | undefined {
    return this.slots.peek();
  }

  /** Drops the oldest slot (after a peek) and gives its event, read back from disk if need be. */
  shift(): PipelineEvent {
    const slot = this.slots.peek();
    this.slots.shift();
    if (slot?.event !== undefined) {
      this.inMemory -= 1;
      return slot.event;
    }
    if (this.spill === undefined) {
      throw new Error('no held event to shift');
    }
    return this.spill.read();
  }

  /** Closes the file of events on disk (end of the job, however it ended). */
  dispose(): void {
    this.spill?.close();
    this.spill = undefined;
  }
}

/** The trace of a job whose stage holds more events than it keeps in memory. */
export function heldOnDiskNotice(stage: string, limit: number): string {
  return `${stage} holds more than ${String(limit)} events (timestamps coarser than its windows?): the next ones wait on disk until they can leave`;
}
