/**
 * A first-come first-served mutex. PGlite is one Postgres backend with one session, so every
 * statement and every transaction must run alone; this lock is what makes that true.
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
