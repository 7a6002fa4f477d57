import { tmpdir } from 'node:os';
import { EventSpill } from './event-spill.js';
import { HeldQueue } from './held-queue.js';
import type { TraceLogger } from '../traces/trace-logger.js';
import type { PipelineEvent } from './pipeline-event.js';

/**
 * Events a stage keeps in memory before the next ones wait on disk: far above what double-click
 * windows hold on a log with real times (tens to a few thousand), about 40 MB of events.
 */
export const EVENTS_HELD_IN_MEMORY = 50_000;

/**
 * Characters of log lines a stage keeps in memory before the next events wait on disk: fifty
 * thousand lines of 10 KB (long query strings) held 500 MB, where usual lines (a few hundred
 * characters) reach the count first. An event holds its line and the fields cut from it.
 */
export const LINE_CHARS_HELD_IN_MEMORY = 20_000_000;

/**
 * Events a stage lets go per call: a large hold (the end of input, or a day's events when a log
 * dated to the day turns to the next) leaves in slices of this size, read back from disk one
 * slice at a time.
 */
export const FLUSH_SLICE = 10_000;
/** Characters of lines a slice holds at most: ten thousand 10 KB lines were 200 MB at once. */
export const FLUSH_SLICE_CHARS = 10_000_000;

/** Counts what a stage lets go in one call (see HeldEventQueue.startSlice). */
export class ReleaseSlice {
  private events = 0;
  private chars = 0;

  constructor(
    private readonly maxEvents: number,
    private readonly maxChars: number,
  ) {}

  /** True once the slice is full: the next event waits for the next call. */
  get full(): boolean {
    return this.events >= this.maxEvents || this.chars >= this.maxChars;
  }

  add(event: PipelineEvent): void {
    this.events += 1;
    this.chars += event.rawLine.length;
  }
}

/** Where and from how many held events on a stage's events wait on disk. */
export interface HoldOptions {
  /** Folder of the held-events file (the system's temporary folder when absent). */
  directory?: string;
  /** Events kept in memory before the next ones go to disk; EVENTS_HELD_IN_MEMORY by default. */
  eventsInMemory?: number;
  /** Their lines' characters, likewise; LINE_CHARS_HELD_IN_MEMORY by default. */
  lineCharsInMemory?: number;
  /** Events let go per call at most; FLUSH_SLICE by default. */
  eventsPerSlice?: number;
  /** Their lines' characters, likewise; FLUSH_SLICE_CHARS by default. */
  lineCharsPerSlice?: number;
}

/** What a stage keeps of an event it holds; `event` is undefined while the event is on disk. */
export interface HeldSlot {
  event: PipelineEvent | undefined;
  /** The event's timestamp, which the windows compare while the event itself may be on disk. */
  readonly timestamp: number;
}

/**
 * The first-in first-out queue of events a stage holds until it may let them go in input order,
 * whose events beyond the first `eventsInMemory` (or `lineCharsInMemory` characters of lines) wait
 * in an {@link EventSpill}. The slots stay in memory (state, key, timestamp: a tenth of an
 * event's size).
 */
export class HeldEventQueue<T extends HeldSlot> {
  private readonly slots = new HeldQueue<T>();
  /** Events kept in memory before the next ones go to disk. */
  readonly limit: number;
  /** Characters of their lines kept in memory before the next go to disk. */
  readonly charLimit: number;
  private inMemory = 0;
  private charsInMemory = 0;
  private spill: EventSpill | undefined;
  /** How many events ever went to disk. */
  private spilled = 0;
  /** Whether the job's traces were told the stage holds events on disk. */
  private spillTraced = false;

  constructor(private readonly options: HoldOptions = {}) {
    this.limit = options.eventsInMemory ?? EVENTS_HELD_IN_MEMORY;
    this.charLimit = options.lineCharsInMemory ?? LINE_CHARS_HELD_IN_MEMORY;
  }

  /** True when the next event pushed goes to disk. */
  get full(): boolean {
    return this.inMemory >= this.limit || this.charsInMemory >= this.charLimit;
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
        this.charsInMemory += event.rawLine.length;
      }
    }
    this.slots.push(slot);
  }

  /** Counts what the stage lets go in this call, up to a slice. */
  startSlice(): ReleaseSlice {
    return new ReleaseSlice(
      this.options.eventsPerSlice ?? FLUSH_SLICE,
      this.options.lineCharsPerSlice ?? FLUSH_SLICE_CHARS,
    );
  }

  /** The oldest slot still queued. */
  peek(): T | undefined {
    return this.slots.peek();
  }

  /** The slot `offset` places behind the oldest. */
  at(offset: number): T | undefined {
    return this.slots.at(offset);
  }

  /** Drops the oldest slot (after a peek) and gives its event, read back from disk if need be. */
  shift(): PipelineEvent {
    const slot = this.slots.peek();
    this.slots.shift();
    if (slot?.event !== undefined) {
      this.inMemory -= 1;
      this.charsInMemory -= slot.event.rawLine.length;
      return slot.event;
    }
    if (this.spill === undefined) {
      throw new Error('no held event to shift');
    }
    return this.spill.read();
  }

  /** Says once in the job's traces that `stage` now keeps events on disk, and why that may be. */
  traceFirstSpill(trace: TraceLogger, stage: string): void {
    if (this.spilled > 0 && !this.spillTraced) {
      this.spillTraced = true;
      trace.log(
        'warn',
        `${stage} holds more than ${String(this.limit)} events or ${String(this.charLimit)} characters of log lines (timestamps coarser than its windows, or very long lines?): the next ones wait on disk until they can leave`,
      );
    }
  }

  /** Closes the file of events on disk (end of the job, however it ended). */
  dispose(): void {
    this.spill?.close();
    this.spill = undefined;
  }
}
