/** Something with a time: Unix seconds, NaN when unknown. */
interface Timed {
  timestamp: number;
}

/** Events out per merged batch at most. */
const MERGED_BATCH = 1000;

interface Head<T> {
  source: AsyncIterator<T[]>;
  batch: T[];
  index: number;
  done: boolean;
}

/**
 * Merges the event batches of several inputs by time (a k-way merge): each input is read one
 * batch at a time, and the earliest head event of all inputs goes out next. So a month sent as
 * 30 daily files gives what one sorted file gives, whatever their order or names (issue 19).
 * Only one batch per input is held. An event without a usable date (NaN) goes out at once: it is
 * rejected further on, as in a single file. Inside one input the order is kept as read, so lines
 * out of order there are still found out of order by the deduplicator.
 */
export async function* mergeByTime<T extends Timed>(
  sources: readonly AsyncIterable<T[]>[],
): AsyncGenerator<T[]> {
  const heads: Head<T>[] = sources.map((source) => ({
    source: source[Symbol.asyncIterator](),
    batch: [],
    index: 0,
    done: false,
  }));
  try {
    for (;;) {
      // Every input not yet exhausted has an event at its head before any comparison.
      for (const head of heads) {
        while (!head.done && head.index >= head.batch.length) {
          const next = await head.source.next();
          if (next.done === true) {
            head.done = true;
          } else {
            head.batch = next.value;
            head.index = 0;
          }
        }
      }
      const live = heads.filter((head) => !head.done);
      if (live.length === 0) {
        return;
      }
      const out: T[] = [];
      // Emit until one input's batch runs out (it must be refilled before comparing again).
      for (;;) {
        let earliest: Head<T> | undefined;
        let earliestTime = Number.POSITIVE_INFINITY;
        for (const head of live) {
          const time = head.batch[head.index]?.timestamp ?? Number.POSITIVE_INFINITY;
          const key = Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
          if (earliest === undefined || key < earliestTime) {
            earliest = head;
            earliestTime = key;
          }
        }
        if (earliest === undefined) {
          break;
        }
        const event = earliest.batch[earliest.index];
        earliest.index += 1;
        if (event !== undefined) {
          out.push(event);
        }
        if (earliest.index >= earliest.batch.length || out.length >= MERGED_BATCH) {
          break;
        }
      }
      if (out.length > 0) {
        yield out;
      }
    }
  } finally {
    // An early stop (a failure, an abort) closes every input still open.
    const closing: Promise<unknown>[] = [];
    for (const head of heads) {
      if (!head.done && head.source.return) {
        closing.push(head.source.return(undefined));
      }
    }
    await Promise.all(closing);
  }
}
