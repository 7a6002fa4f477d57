/** Read slots past which the queue is compacted (when they are also half of it). */
const COMPACT_AFTER = 1024;

/**
 * The first-in first-out queue of events a stage holds until it may let them go in input order
 * (double-click removal). A slot is cleared as soon as it is read: left set, it would keep its
 * event alive until the next compaction, long enough for the collector to promote it.
 */
export class HeldQueue<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  push(item: T): void {
    this.items.push(item);
  }

  /** The oldest item still queued. */
  peek(): T | undefined {
    return this.items[this.head];
  }

  /** The item `offset` places behind the oldest. */
  at(offset: number): T | undefined {
    return this.items[this.head + offset];
  }

  /** Drops the oldest item (after a peek). */
  shift(): void {
    this.items[this.head] = undefined;
    this.head += 1;
    if (this.head > COMPACT_AFTER && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}
