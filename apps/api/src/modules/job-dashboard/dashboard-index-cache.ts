import type { DashboardIndex } from './dashboard-index.js';

/** Which result file an index was read from: a retried job writes another one. */
export interface ResultIdentity {
  file: string;
  size: number;
  mtimeMs: number;
}

const sameResult = (a: ResultIdentity, b: ResultIdentity) =>
  a.file === b.file && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** Reads a result into its index; must stop (and reject) once `signal` aborts. */
export type IndexReader = (signal: AbortSignal) => Promise<DashboardIndex>;

export interface DashboardIndexCacheOptions {
  /** Most indexes kept. */
  maxEntries: number;
  /** Most estimated bytes kept; an index bigger than this is answered from but not kept. */
  maxBytes: number;
}

/** Thrown to a waiter whose own client left before the index was ready. */
export class ReaderGoneError extends Error {
  constructor() {
    super('the client left before the dashboard was ready');
    this.name = 'ReaderGoneError';
  }
}

interface Build {
  identity: ResultIdentity;
  promise: Promise<DashboardIndex>;
  waiters: number;
  stop: AbortController;
}

interface Entry {
  identity: ResultIdentity;
  index: DashboardIndex;
}

/**
 * The dashboard indexes of a few finished jobs, least recently used out (ADR 0090). Requests for
 * a job whose index is being read wait for that one read; the read stops (and nothing is kept)
 * only when every waiting client has left.
 */
export class DashboardIndexCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  private readonly entries = new Map<string, Entry>();
  private readonly builds = new Map<string, Build>();
  private heldBytes = 0;

  constructor(private readonly options: DashboardIndexCacheOptions) {}

  /** Estimated bytes of the indexes kept. */
  get bytes(): number {
    return this.heldBytes;
  }

  /** Jobs whose index is kept, least recently used first. */
  jobIds(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The index of a job's result: kept, being read for another client, or read now by `read`.
   * Rejects with ReaderGoneError when `signal` aborts first (the caller's client left).
   */
  async get(
    jobId: string,
    identity: ResultIdentity,
    read: IndexReader,
    signal: AbortSignal,
  ): Promise<DashboardIndex> {
    const entry = this.entries.get(jobId);
    if (entry !== undefined && sameResult(entry.identity, identity)) {
      this.entries.delete(jobId);
      this.entries.set(jobId, entry);
      return entry.index;
    }
    if (entry !== undefined) {
      this.drop(jobId);
    }
    let build = this.builds.get(jobId);
    if (build === undefined || !sameResult(build.identity, identity)) {
      build = this.startBuild(jobId, identity, read);
    }
    return this.wait(jobId, build, signal);
  }

  /** Forgets a job (deleted, or its result replaced). */
  drop(jobId: string): void {
    const entry = this.entries.get(jobId);
    if (entry !== undefined) {
      this.entries.delete(jobId);
      this.heldBytes -= entry.index.bytes;
    }
  }

  /** Drops every kept index whose result is no longer the one it was read from. */
  async prune(current: (jobId: string) => Promise<ResultIdentity | undefined>): Promise<void> {
    for (const [jobId, entry] of [...this.entries]) {
      const identity = await current(jobId);
      if (
        this.entries.get(jobId) === entry &&
        (identity === undefined || !sameResult(identity, entry.identity))
      ) {
        this.drop(jobId);
      }
    }
  }

  private startBuild(jobId: string, identity: ResultIdentity, read: IndexReader): Build {
    const stop = new AbortController();
    const build: Build = { identity, waiters: 0, stop, promise: read(stop.signal) };
    this.builds.set(jobId, build);
    build.promise.then(
      (index) => {
        if (this.builds.get(jobId) === build) this.builds.delete(jobId);
        if (!stop.signal.aborted) this.keep(jobId, identity, index);
      },
      () => {
        // A failed or stopped read keeps nothing: the next request reads again.
        if (this.builds.get(jobId) === build) this.builds.delete(jobId);
      },
    );
    return build;
  }

  private wait(jobId: string, build: Build, signal: AbortSignal): Promise<DashboardIndex> {
    if (signal.aborted) {
      return Promise.reject(new ReaderGoneError());
    }
    build.waiters += 1;
    return new Promise<DashboardIndex>((resolve, reject) => {
      const leave = () => {
        build.waiters -= 1;
        if (build.waiters === 0) {
          // Nobody waits any more: the read stops, and a later request starts a new one.
          if (this.builds.get(jobId) === build) this.builds.delete(jobId);
          build.stop.abort();
        }
        reject(new ReaderGoneError());
      };
      signal.addEventListener('abort', leave, { once: true });
      build.promise.then(
        (index) => {
          signal.removeEventListener('abort', leave);
          resolve(index);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  private keep(jobId: string, identity: ResultIdentity, index: DashboardIndex): void {
    this.drop(jobId);
    if (index.bytes > this.options.maxBytes) {
      return;
    }
    this.entries.set(jobId, { identity, index });
    this.heldBytes += index.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.heldBytes <= this.options.maxBytes) {
        break;
      }
      this.drop(oldest);
    }
  }
}
