/** The four Unique_* metrics, each a count of distinct (session, item or title) pairs. */
export type UniqueMetric =
  'itemInvestigations' | 'itemRequests' | 'titleInvestigations' | 'titleRequests';

type Sets = Record<UniqueMetric, Set<string>>;

const noneCounted = (): Record<UniqueMetric, number> => ({
  itemInvestigations: 0,
  itemRequests: 0,
  titleInvestigations: 0,
  titleRequests: 0,
});

/**
 * The Unique_* metrics of one report cell. A COUNTER session never spans two days (its key holds
 * its date), so pairs of different days are always distinct: each day's pairs are kept in sets
 * while the day is open, and only their number once it is closed. Memory follows the pairs of the
 * days still open, not of the whole log (a year of one reader's articles was a set entry per
 * event, 500 bytes each).
 */
export class DailyUniqueCounts {
  private readonly closed = noneCounted();
  private readonly open = new Map<string, Sets>();

  /** Notes a pair of an open day (a pair already noted that day counts once). */
  add(metric: UniqueMetric, day: string, pair: string): void {
    let sets = this.open.get(day);
    if (sets === undefined) {
      sets = {
        itemInvestigations: new Set(),
        itemRequests: new Set(),
        titleInvestigations: new Set(),
        titleRequests: new Set(),
      };
      this.open.set(day, sets);
    }
    sets[metric].add(pair);
  }

  /** Counts a pair of a day already closed: whether it was seen that day can no longer be told. */
  addToClosedDay(metric: UniqueMetric): void {
    this.closed[metric] += 1;
  }

  /** Keeps only the number of the day's pairs. */
  close(day: string): void {
    const sets = this.open.get(day);
    if (sets === undefined) {
      return;
    }
    for (const metric of Object.keys(this.closed) as UniqueMetric[]) {
      this.closed[metric] += sets[metric].size;
    }
    this.open.delete(day);
  }

  count(metric: UniqueMetric): number {
    let count = this.closed[metric];
    for (const sets of this.open.values()) {
      count += sets[metric].size;
    }
    return count;
  }
}
