/** The four Unique_* metrics, each a count of distinct (session, item or title) pairs. */
export type UniqueMetric =
  'itemInvestigations' | 'itemRequests' | 'titleInvestigations' | 'titleRequests';

const METRICS: readonly UniqueMetric[] = [
  'itemInvestigations',
  'itemRequests',
  'titleInvestigations',
  'titleRequests',
];

/** A closed day's pairs of one metric: their hashes, sorted, and those of pairs met since. */
interface ClosedPairs {
  sorted: Float64Array;
  later: Set<number> | undefined;
}

/**
 * The Unique_* metrics of one report cell. A COUNTER session never spans two days (its key holds
 * its date), so each day's pairs are distinct from every other day's: a day's pairs are kept as
 * strings while the day is open, and once it is closed as a sorted array of 52-bit hashes (8
 * bytes a pair instead of a string and a set entry, 500 bytes an event in all before), which
 * still tells whether a pair of a log out of time order was met that day. Counts are exact,
 * but for two distinct pairs of one day sharing a hash (about one chance in 10 000 for a million
 * pairs a day).
 */
export class DailyUniqueCounts {
  private readonly counts: Record<UniqueMetric, number> = {
    itemInvestigations: 0,
    itemRequests: 0,
    titleInvestigations: 0,
    titleRequests: 0,
  };
  private readonly open = new Map<string, Record<UniqueMetric, Set<string>>>();
  private readonly closed = new Map<string, Record<UniqueMetric, ClosedPairs>>();

  /** `onOpen` hears of each day this cell starts keeping pairs of, so its owner can close it. */
  constructor(
    private readonly onOpen: (day: string, counts: DailyUniqueCounts) => void = () => undefined,
  ) {}

  /** Notes a pair of the day (a pair already noted that day counts once). */
  add(metric: UniqueMetric, day: string, pair: string): void {
    const closed = this.closed.get(day)?.[metric];
    if (closed !== undefined) {
      const hash = hashPair(pair);
      if (!hasSorted(closed.sorted, hash) && !(closed.later?.has(hash) ?? false)) {
        closed.later ??= new Set();
        closed.later.add(hash);
        this.counts[metric] += 1;
      }
      return;
    }
    let sets = this.open.get(day);
    if (sets === undefined) {
      sets = {
        itemInvestigations: new Set(),
        itemRequests: new Set(),
        titleInvestigations: new Set(),
        titleRequests: new Set(),
      };
      this.open.set(day, sets);
      this.onOpen(day, this);
    }
    const before = sets[metric].size;
    sets[metric].add(pair);
    this.counts[metric] += sets[metric].size - before;
  }

  /** Keeps the day's pairs as sorted hashes only. */
  close(day: string): void {
    const sets = this.open.get(day);
    if (sets === undefined) {
      return;
    }
    const closed = {} as Record<UniqueMetric, ClosedPairs>;
    for (const metric of METRICS) {
      const hashes = new Float64Array(sets[metric].size);
      let index = 0;
      for (const pair of sets[metric]) {
        hashes[index] = hashPair(pair);
        index += 1;
      }
      closed[metric] = { sorted: hashes.sort(), later: undefined };
    }
    this.closed.set(day, closed);
    this.open.delete(day);
  }

  count(metric: UniqueMetric): number {
    return this.counts[metric];
  }
}

/** A 52-bit hash of a pair (two 32-bit multiplicative hashes, one cut to 20 bits). */
export function hashPair(pair: string): number {
  let high = 0x811c9dc5;
  let low = 0x9747b28c;
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

function hasSorted(sorted: Float64Array, value: number): boolean {
  let start = 0;
  let end = sorted.length;
  while (start < end) {
    const middle = (start + end) >>> 1;
    const at = sorted[middle] ?? 0;
    if (at === value) {
      return true;
    }
    if (at < value) {
      start = middle + 1;
    } else {
      end = middle;
    }
  }
  return false;
}
