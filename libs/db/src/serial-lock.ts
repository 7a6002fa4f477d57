import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A first-come first-served mutex. PGlite is one Postgres backend with one session, so every
 * statement and every transaction must run alone; this lock is what makes that true.
 *
 * Each holder's turn starts on a new turn of the event loop. PGlite runs a statement on this
 * thread without giving it back, and a chain of statements that await each other settles in
 * microtasks only: without the turn, a job loading its resources (nine 100 ms statements) kept
 * every request of the api waiting a second. With it, a request waits for one statement at most.
 */
export class SerialLock {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    await nextTurn();
    return release;
  }

  /** Runs `task` while holding the lock. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
