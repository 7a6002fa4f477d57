import { detachString } from '../engine/detach-string.js';

/** Distinct unknown domains counted exactly; past twice as many, the rarest are let go. */
export const UNKNOWN_DOMAINS_KEPT = 10_000;

/**
 * Lines per unknown domain, for the report's alerts and its explorer's unknown hosts. Both only
 * read the domains that weigh in the log, yet a log can name a new host on every line (a scanner,
 * a proxy that rewrites names): a plain map grew by half a kilobyte a domain (200 MB more over
 * 400 000 such domains). Up to `2 × kept` distinct domains the counts are exact. Reaching that,
 * the tally takes the count of its `kept + 1`-th most frequent domain off every domain and lets go
 * of those left with none (Misra and Gries's frequent items, in batches): each batch takes that
 * count off at least `kept + 1` domains, so all the batches together take off at most
 * `lines / (kept + 1)` from any one domain. Counts are never too high; a domain at 1 % of the
 * lines is never lost, and an alert's percentage moves by 0.01 at most. Domains stay in
 * first-seen order, the order the reference numbers its alerts in.
 */
export class UnknownDomainTally {
  private readonly counts = new Map<string, number>();

  constructor(private readonly kept = UNKNOWN_DOMAINS_KEPT) {}

  note(domain: string): void {
    const count = this.counts.get(domain);
    if (count !== undefined) {
      this.counts.set(domain, count + 1);
      return;
    }
    // Kept beyond the current input chunk: a copy that does not hold the chunk alive.
    this.counts.set(detachString(domain), 1);
    if (this.counts.size >= 2 * this.kept) {
      this.letGoRarest();
    }
  }

  /** Each domain with its lines (or fewer, once rare domains were let go), in first-seen order. */
  entries(): IterableIterator<[string, number]> {
    return this.counts.entries();
  }

  private letGoRarest(): void {
    const cut = [...this.counts.values()].sort((a, b) => b - a)[this.kept] ?? 0;
    for (const [domain, count] of this.counts) {
      if (count <= cut) {
        this.counts.delete(domain);
      } else {
        this.counts.set(domain, count - cut);
      }
    }
  }
}
