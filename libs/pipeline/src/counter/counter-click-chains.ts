import { HeldQueue } from '../engine/held-queue.js';
import { RenewingMap } from '../engine/renewing-map.js';

/** What the chains know of a click they judge: its time and its fate, which they may change. */
export interface Click {
  readonly timestamp: number;
  state: 'held' | 'released' | 'duplicate';
  /** The chain whose counted click this is, while it is held. */
  chain: Chain | undefined;
}

/**
 * Clicks of one key (user, item) each within the window of the next, in log time: one action
 * (counter.md §2.2). Sorted by time, all but the last are double-clicks; once one of them has
 * left as the action (it could not wait any longer), every other is the double-click.
 */
export interface Chain {
  readonly key: string;
  first: number;
  last: number;
  /** The chain's latest click while it is held, the one that counts; undefined once one left. */
  survivor: Click | undefined;
  /** The key's chain before this one in log time. */
  older: Chain | undefined;
  /** Forgotten, or joined into a later chain: no click joins it any more. */
  gone: boolean;
  /** `last` when the chain took its place in the forgetting queue. */
  queuedLast: number;
}

/**
 * The chains of every key within `memorySeconds` of the log's current time, so that a line
 * written out of order (EZproxy writes one when its download ends, stamped with its start) finds
 * the clicks before and after it, whatever the batch it came in.
 */
export class ClickChains {
  private readonly newest = new RenewingMap<string, Chain>();
  /** Chains in the order they were made (or last grew), for forgetting. */
  private readonly queued = new HeldQueue<Chain>();

  constructor(
    private readonly windowSeconds: number,
    private readonly memorySeconds: number,
  ) {}

  /** Judges `click` on `key`: joins the chain it falls in (merging two it bridges) or starts one. */
  place(key: string, click: Click): void {
    const t = click.timestamp;
    const window = this.windowSeconds;
    let newer: Chain | undefined;
    let chain = this.newest.get(key);
    while (chain !== undefined) {
      if (chain.gone) {
        // Forgotten (chains older than it too): cut it off the key's list.
        chain = undefined;
        if (newer !== undefined) {
          newer.older = undefined;
        }
        break;
      }
      if (t > chain.last + window) {
        break;
      }
      if (t >= chain.first - window) {
        this.join(chain, click);
        return;
      }
      newer = chain;
      chain = chain.older;
    }
    const made: Chain = {
      key,
      first: t,
      last: t,
      survivor: click,
      older: chain,
      gone: false,
      queuedLast: t,
    };
    click.chain = made;
    if (newer === undefined) {
      this.newest.set(key, made);
    } else {
      newer.older = made;
    }
    this.queued.push(made);
  }

  private join(chain: Chain, click: Click): void {
    const t = click.timestamp;
    if (t > chain.last) {
      chain.last = t;
      const previous = chain.survivor;
      if (previous === undefined) {
        // The chain's action already left: this click is its repeat.
        click.state = 'duplicate';
      } else {
        // The later click survives.
        previous.state = 'duplicate';
        previous.chain = undefined;
        chain.survivor = click;
        click.chain = chain;
      }
      return;
    }
    // A late (out-of-order) line: a later click of the chain survives it.
    click.state = 'duplicate';
    if (t < chain.first) {
      chain.first = t;
      const older = chain.older;
      if (older !== undefined && !older.gone && t <= older.last + this.windowSeconds) {
        this.merge(chain, older);
      }
    }
  }

  /** `older` and `chain`, bridged by a late click, are one action from now on. */
  private merge(chain: Chain, older: Chain): void {
    chain.first = older.first;
    chain.older = older.older;
    older.gone = true;
    const olderSurvivor = older.survivor;
    if (olderSurvivor !== undefined) {
      olderSurvivor.state = 'duplicate';
      olderSurvivor.chain = undefined;
    } else if (chain.survivor !== undefined) {
      // The older chain's action already left: it was this one's too.
      chain.survivor.state = 'duplicate';
      chain.survivor.chain = undefined;
      chain.survivor = undefined;
    }
  }

  /** A held click let go as its chain's action: later clicks of the chain are its repeats. */
  released(click: Click): void {
    const chain = click.chain;
    if (chain?.survivor === click) {
      chain.survivor = undefined;
    }
    click.chain = undefined;
  }

  /**
   * Forgets the chains more than the memory away from `now` (all of them at the end). A chain
   * that grew since it was queued goes back to the end of the queue instead.
   */
  forget(now: number, all: boolean): void {
    for (let chain = this.queued.peek(); chain !== undefined; chain = this.queued.peek()) {
      if (!chain.gone && !all && Math.abs(now - chain.last) <= this.memorySeconds) {
        if (chain.last === chain.queuedLast) {
          break;
        }
        chain.queuedLast = chain.last;
        this.queued.push(chain);
      } else if (!chain.gone) {
        chain.gone = true;
        if (this.newest.get(chain.key) === chain) {
          this.newest.delete(chain.key);
        }
      }
      this.queued.shift();
    }
  }
}
