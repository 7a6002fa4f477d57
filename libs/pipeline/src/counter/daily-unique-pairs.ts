import { detachString } from '../engine/detach-string.js';

/** The four Unique_* metrics, each a count of distinct (session, item or title) pairs. */
export type UniqueMetric =
  'itemInvestigations' | 'itemRequests' | 'titleInvestigations' | 'titleRequests';

/** Each metric's bit in a pair's mask. */
export const METRIC_BITS: Readonly<Record<UniqueMetric, number>> = {
  itemInvestigations: 1,
  itemRequests: 2,
  titleInvestigations: 4,
  titleRequests: 8,
};

/**
 * A closed day: one record per (pair, tally), its 52-bit hash in `keys` (sorted) and the metric
 * bits already counted in `masks`; records met after the day closed wait in `later` until there
 * are enough of them to merge.
 */
interface ClosedDay {
  keys: Float64Array;
  masks: Uint8Array;
  later: Map<number, number>;
}

/** Records met late are merged into the sorted arrays once they outnumber them (and this many). */
const MERGE_LATER_AT = 4_096;

/**
 * The distinct pairs of a COUNTER job, for every report row ("tally") at once. A COUNTER session
 * never spans two days (its key holds its date), so each day's pairs are distinct from every
 * other day's: an open day keeps each pair once as a string, with the tallies it was counted in
 * and their metric bits; a closed day keeps one 52-bit hash and one byte per (pair, tally), which
 * still tells whether a pair of a log out of time order was met that day. Kept per job rather
 * than per row, a row costs nothing here until it has pairs (ADR 0131). Counts are exact but for
 * two records of one day sharing a hash (about one chance in 2 000 for a million pairs a
 * day, each counted in a title row and a platform row).
 */
export class DailyUniquePairs {
  /** Each open day's pairs, with [tally, mask, tally, mask…]; days least recently met first. */
  private readonly open = new Map<string, Map<string, number[]>>();
  private readonly closed = new Map<string, ClosedDay>();
  /** The day of the last pair noted. */
  private lastDay: string | undefined;

  /**
   * Notes that `pair` of `day` counts for `tally` in the metrics of `bits`; returns the bits
   * this pair had not set for this tally before.
   */
  note(day: string, pair: string, tally: number, bits: number): number {
    const closed = this.closed.get(day);
    if (closed !== undefined) {
      return noteClosed(closed, hashPair(pair, tally), bits);
    }
    const pairs = this.openDay(day);
    const entry = pairs.get(pair);
    if (entry === undefined) {
      // Copied: the pair is made of pieces of the event's fields, cut from its log line.
      pairs.set(detachString(pair), [tally, bits]);
      return bits;
    }
    for (let index = 0; index < entry.length; index += 2) {
      if (entry[index] === tally) {
        const mask = entry[index + 1] ?? 0;
        entry[index + 1] = mask | bits;
        return bits & ~mask;
      }
    }
    entry.push(tally, bits);
    return bits;
  }

  /** How many days keep their pairs as strings. */
  get openDays(): number {
    return this.open.size;
  }

  /**
   * The pairs of an open day, opening it if need be. A log in time order, give or take a day,
   * meets the pairs of two days at a time: opening a third closes the one met least recently.
   * Closing by recency rather than by date keeps one line dated far ahead of the rest from
   * leaving every day after it open.
   */
  private openDay(day: string): Map<string, number[]> {
    let pairs = this.open.get(day);
    if (pairs !== undefined) {
      if (day !== this.lastDay) {
        // Met again: last in the order of recency.
        this.open.delete(day);
        this.open.set(day, pairs);
        this.lastDay = day;
      }
      return pairs;
    }
    pairs = new Map();
    this.open.set(day, pairs);
    this.lastDay = day;
    for (const [oldest, oldestPairs] of this.open) {
      if (this.open.size <= OPEN_DAYS) {
        break;
      }
      this.closed.set(oldest, closeDay(oldestPairs));
      this.open.delete(oldest);
    }
    return pairs;
  }
}

/** Days whose pairs are kept as strings at a time. */
const OPEN_DAYS = 2;

function closeDay(pairs: Map<string, number[]>): ClosedDay {
  const records = new Map<number, number>();
  for (const [pair, entry] of pairs) {
    for (let index = 0; index < entry.length; index += 2) {
      const key = hashPair(pair, entry[index] ?? 0);
      records.set(key, (records.get(key) ?? 0) | (entry[index + 1] ?? 0));
    }
  }
  return { ...sortRecords(records), later: new Map() };
}

function sortRecords(records: Map<number, number>): Pick<ClosedDay, 'keys' | 'masks'> {
  const keys = Float64Array.from(records.keys()).sort();
  const masks = new Uint8Array(keys.length);
  keys.forEach((key, index) => {
    masks[index] = records.get(key) ?? 0;
  });
  return { keys, masks };
}

function noteClosed(day: ClosedDay, key: number, bits: number): number {
  const index = indexOfSorted(day.keys, key);
  if (index >= 0) {
    const mask = day.masks[index] ?? 0;
    day.masks[index] = mask | bits;
    return bits & ~mask;
  }
  const mask = day.later.get(key) ?? 0;
  day.later.set(key, mask | bits);
  if (day.later.size >= Math.max(MERGE_LATER_AT, day.keys.length)) {
    // A log far out of time order (sorted by user, or one line dated ahead of the rest) would
    // otherwise keep a day's late records in a map, several times the size of the arrays.
    const records = new Map(day.later);
    day.keys.forEach((at, position) => records.set(at, day.masks[position] ?? 0));
    Object.assign(day, sortRecords(records));
    day.later.clear();
  }
  return bits & ~mask;
}

/**
 * A 52-bit hash of a pair counted in a tally (two 32-bit multiplicative hashes seeded by the
 * tally, one cut to 20 bits).
 */
export function hashPair(pair: string, tally = 0): number {
  let high = 0x811c9dc5 ^ Math.imul(tally, 0x9e3779b1);
  let low = 0x9747b28c ^ Math.imul(tally, 0x85ebca77);
  for (let index = 0; index < pair.length; index += 1) {
    const code = pair.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x5bd1e995);
    low ^= low >>> 15;
  }
  high = Math.imul(high ^ (high >>> 16), 0x85ebca6b);
  high ^= high >>> 13;
  low = Math.imul(low ^ (low >>> 16), 0xc2b2ae35);
  low ^= low >>> 16;
  return (high >>> 12) * 2 ** 32 + (low >>> 0);
}

function indexOfSorted(sorted: Float64Array, value: number): number {
  let start = 0;
  let end = sorted.length;
  while (start < end) {
    const middle = (start + end) >>> 1;
    const at = sorted[middle] ?? 0;
    if (at === value) {
      return middle;
    }
    if (at < value) {
      start = middle + 1;
    } else {
      end = middle;
    }
  }
  return -1;
}
