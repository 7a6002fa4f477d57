import { Worker } from 'node:worker_threads';
import { threadEntry } from '@sillage/log-parser/threads';
import { LOAD_BUDGET_MS } from '../packs/pack-runtime.js';
import { QUARANTINE_AFTER } from '../recognition/recognizer.js';
import {
  IDLE,
  PROGRESS_CHUNK,
  PROGRESS_ITEM,
  PROGRESS_LOADING,
  PROGRESS_PARSER,
  PROGRESS_SLOTS,
  type ThreadAnswer,
  type ThreadInit,
  type ThreadItem,
  type ThreadParserSpec,
  type ThreadRequest,
  type ThreadResponse,
} from './pool-protocol.js';

/** What the pool says of one item: the thread's answer, plus the parsers that ran too long on it. */
export interface PoolAnswer extends ThreadAnswer {
  /** Parsers ended by the watchdog on this item (their thread was replaced). */
  timeouts?: number[];
  /** Parsers not called on this item: quarantined while it waited (see `isQuarantined`). */
  skipped?: number[];
}

export interface RecognitionPoolOptions {
  parsers: ThreadParserSpec[];
  threads: number;
  /** A parser call running longer than this ends its thread; that event gets a timeout. */
  watchdogMs: number;
  /**
   * A parser's first load (its module compiled, its top level run) may last this long instead
   * (default the larger of `watchdogMs` and the pack runtime's load budget): one-time work that
   * a busy machine stretches far past one call, yet a top level stuck in a loop is still ended.
   */
  loadWatchdogMs?: number;
  /** After this many timeouts a parser is no longer called by this pool (default 3). */
  quarantineAfter?: number;
  /** Items sent to a thread at once (default 128). */
  chunkSize?: number;
  /** Old-space limit of each thread: a parser hoarding memory ends its thread (default 256). */
  threadHeapMb?: number;
  /**
   * Threads with no work for this long are ended (default IDLE_THREAD_MS): each holds its heap
   * and every parser it loaded (the api gave back 87 MiB with the community pack), for a server
   * that may run no job for hours. The next run starts one again.
   */
  idleMs?: number;
}

/** How long recognition threads wait for work before they are ended. */
export const IDLE_THREAD_MS = 60_000;

interface Entry {
  /** Place of the item in its run's answers. */
  slot: number;
  item: ThreadItem;
  /** How many of the original ids were cut off the front (after a timeout). */
  offset: number;
  timeouts?: number[];
  skipped?: number[];
  crashes: number;
}

interface Run {
  answers: PoolAnswer[];
  left: number;
  resolve: (answers: PoolAnswer[]) => void;
  reject: (error: Error) => void;
}

interface Chunk {
  id: number;
  run: Run;
  entries: Entry[];
}

interface Thread {
  worker: Worker;
  progress: Int32Array;
  busy: Chunk | undefined;
  answered: boolean;
  /** What the watchdog saw last: which item and parser, loading it or not, since when. */
  seen: { item: number; parser: number; loading: boolean; since: number } | undefined;
}

const CRASHES_PER_ITEM = 2;
/** Items of a background chunk: about what a thread loads in a few milliseconds. */
const BACKGROUND_CHUNK = 16;
const FAILED_STARTS = 3;

/**
 * Runs pack parsers on worker threads, in input order per run, with a watchdog: a thread whose
 * current call lasts past `watchdogMs` is ended and replaced, the call's event gets a timeout, and
 * the rest of its chunk is sent again. Threads start on first use.
 */
export class RecognitionPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Chunk[] = [];
  /** Chunks sent only when `queue` is empty (warming up): a job's batches never wait behind them. */
  private readonly background: Chunk[] = [];
  private readonly timeoutsById = new Map<number, number>();
  private readonly entry = threadEntry(import.meta.url, 'recognition-worker');
  private nextChunk = 0;
  private failedStarts = 0;
  private timer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private readonly loadWatchdogMs: number;

  constructor(private readonly options: RecognitionPoolOptions) {
    this.loadWatchdogMs = options.loadWatchdogMs ?? Math.max(options.watchdogMs, LOAD_BUDGET_MS);
  }

  /** Threads running now (started on first use, ended after `idleMs` without work). */
  get threadCount(): number {
    return this.threads.size;
  }

  /** True once closed (by its owner, or because its threads could not start): it runs nothing more. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Whether this parser ran past the watchdog often enough to be left out. */
  isQuarantined(id: number): boolean {
    return (this.timeoutsById.get(id) ?? 0) >= (this.options.quarantineAfter ?? QUARANTINE_AFTER);
  }

  /**
   * Answers for `items`, in their order. `background` items go to a thread only when no other
   * work waits, in small chunks.
   */
  run(items: readonly ThreadItem[], options: { background?: boolean } = {}): Promise<PoolAnswer[]> {
    if (items.length === 0) {
      return Promise.resolve([]);
    }
    if (this.closed) {
      return Promise.reject(new Error('the recognition threads are closed'));
    }
    return new Promise((resolve, reject) => {
      const run: Run = {
        answers: new Array<PoolAnswer>(items.length),
        left: items.length,
        resolve,
        reject,
      };
      const size = this.options.chunkSize ?? 128;
      const [queue, chunkSize] =
        options.background === true
          ? [this.background, Math.min(size, BACKGROUND_CHUNK)]
          : [this.queue, size];
      for (let start = 0; start < items.length; start += chunkSize) {
        const entries = items
          .slice(start, start + chunkSize)
          .map((item, index): Entry => ({ slot: start + index, item, offset: 0, crashes: 0 }));
        queue.push({ id: this.nextChunk++, run, entries });
      }
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopWatchdog();
    this.stopIdleTimer();
    const failure = new Error('the recognition threads were closed');
    for (const chunk of [...this.queue.splice(0), ...this.background.splice(0)]) {
      chunk.run.reject(failure);
    }
    const threads = [...this.threads];
    this.threads.clear();
    for (const thread of threads) {
      thread.busy?.run.reject(failure);
    }
    // Held until they have ended, whatever answer still arrives (onResponse ignores those): a
    // thread let go while ending left a top-level `await close()` with an empty event loop, and
    // node exited with code 13 before the thread had ended.
    await Promise.all(
      threads.map((thread) => {
        thread.worker.ref();
        return thread.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0 || this.background.length > 0) {
      let idle = [...this.threads].find((thread) => thread.busy === undefined);
      if (idle === undefined) {
        if (this.threads.size >= Math.max(1, this.options.threads)) {
          break;
        }
        idle = this.spawn();
      }
      const taken = this.queue.shift() ?? this.background.shift();
      if (taken === undefined) {
        break;
      }
      const chunk = this.withoutQuarantined(taken);
      if (chunk === undefined) {
        continue;
      }
      idle.busy = chunk;
      idle.seen = undefined;
      const request: ThreadRequest = {
        chunk: chunk.id,
        items: chunk.entries.map((entry) => entry.item),
      };
      idle.worker.postMessage(request);
      // A thread at work keeps the process alive (an idle one does not): the answer is awaited.
      idle.worker.ref();
    }
    if (this.threads.size > 0 && [...this.threads].some((thread) => thread.busy !== undefined)) {
      this.startWatchdog();
      this.stopIdleTimer();
    } else {
      this.stopWatchdog();
      this.startIdleTimer();
    }
  }

  /** Ends every thread once none has had work for `idleMs` (dispatch stops it when work comes). */
  private startIdleTimer(): void {
    if (this.idleTimer !== undefined || this.threads.size === 0 || this.closed) {
      return;
    }
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      const idle = [...this.threads].every((thread) => thread.busy === undefined);
      if (!idle || this.queue.length > 0 || this.background.length > 0) {
        return;
      }
      for (const thread of this.threads) {
        // Out of the set first: onExit then takes the end for a planned one, not a crash.
        this.threads.delete(thread);
        void thread.worker.terminate();
      }
    }, this.options.idleMs ?? IDLE_THREAD_MS);
    this.idleTimer.unref();
  }

  private stopIdleTimer(): void {
    if (this.idleTimer !== undefined) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
  }

  private spawn(): Thread {
    const progress = new Int32Array(
      new SharedArrayBuffer(PROGRESS_SLOTS * Int32Array.BYTES_PER_ELEMENT),
    );
    progress[PROGRESS_CHUNK] = IDLE;
    const init: ThreadInit = {
      parsers: this.options.parsers,
      progress: progress.buffer,
    };
    const worker = new Worker(this.entry.file, {
      workerData: init,
      execArgv: this.entry.execArgv,
      // A parser that hoards memory ends its own thread, not the process.
      resourceLimits: { maxOldGenerationSizeMb: this.options.threadHeapMb ?? 256 },
    });
    worker.unref();
    const thread: Thread = { worker, progress, busy: undefined, answered: false, seen: undefined };
    this.threads.add(thread);
    worker.on('message', (response: ThreadResponse) => {
      this.onResponse(thread, response);
    });
    worker.on('error', (error) => {
      this.onExit(thread, error.message);
    });
    worker.on('exit', (code) => {
      this.onExit(thread, `exited with code ${String(code)}`);
    });
    return thread;
  }

  private onResponse(thread: Thread, response: ThreadResponse): void {
    if (this.closed) {
      // An answer that crossed close(): its run was rejected, its thread is being ended.
      return;
    }
    const chunk = thread.busy;
    thread.busy = undefined;
    thread.worker.unref();
    thread.answered = true;
    this.failedStarts = 0;
    if (chunk?.id !== response.chunk) {
      this.dispatch();
      return;
    }
    response.answers.forEach((answer, index) => {
      const entry = chunk.entries[index];
      if (entry !== undefined) {
        this.settle(chunk.run, entry, answer);
      }
    });
    this.dispatch();
  }

  /** A thread ended (crash, out of memory, or terminated by the watchdog, already handled). */
  private onExit(thread: Thread, reason: string): void {
    if (!this.threads.delete(thread) || this.closed) {
      return;
    }
    const chunk = thread.busy;
    thread.busy = undefined;
    // The item the thread was on when it died is the likely culprit.
    const onChunk = Atomics.load(thread.progress, PROGRESS_CHUNK) === chunk?.id;
    const culprit = onChunk ? Atomics.load(thread.progress, PROGRESS_ITEM) : -1;
    const culpritParser = onChunk ? Atomics.load(thread.progress, PROGRESS_PARSER) : -1;
    // A thread that died on an item of its first chunk did start: its parser ended it.
    if (!thread.answered && culprit === -1) {
      this.failedStarts += 1;
    }
    if (this.failedStarts >= FAILED_STARTS) {
      const failure = new Error(`the recognition threads cannot run: ${reason}`);
      void this.close();
      chunk?.run.reject(failure);
      return;
    }
    if (chunk !== undefined) {
      // The culprit fails; the others are sent again. They are charged a crash only when no
      // culprit is known (each then at most twice), so a chunk holding several hostile URLs
      // costs those URLs alone.
      const again: Entry[] = [];
      chunk.entries.forEach((entry, index) => {
        entry.crashes += index === culprit ? CRASHES_PER_ITEM : culprit === -1 ? 1 : 0;
        if (entry.crashes >= CRASHES_PER_ITEM) {
          this.settle(chunk.run, entry, {
            winner: -1,
            urlOnly: false,
            failures: [
              {
                id: index === culprit ? culpritParser : (entry.item.ids[0] ?? -1),
                message: `recognition thread ${reason}`,
              },
            ],
          });
        } else {
          again.push(entry);
        }
      });
      if (again.length > 0) {
        this.queue.unshift({ id: this.nextChunk++, run: chunk.run, entries: again });
      }
    }
    this.dispatch();
  }

  private settle(run: Run, entry: Entry, answer: ThreadAnswer): void {
    const settled: PoolAnswer =
      answer.winner === -1 || entry.offset === 0
        ? { ...answer }
        : { ...answer, winner: answer.winner + entry.offset };
    if (entry.timeouts !== undefined) {
      settled.timeouts = entry.timeouts;
    }
    if (entry.skipped !== undefined) {
      settled.skipped = entry.skipped;
    }
    run.answers[entry.slot] = settled;
    run.left -= 1;
    if (run.left === 0) {
      run.resolve(run.answers);
    }
  }

  private startWatchdog(): void {
    if (this.timer !== undefined) {
      return;
    }
    const every = Math.max(5, Math.floor(this.options.watchdogMs / 4));
    this.timer = setInterval(() => {
      this.watch();
    }, every);
    this.timer.unref();
  }

  private stopWatchdog(): void {
    if (this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private watch(): void {
    const now = performance.now();
    for (const thread of this.threads) {
      const chunk = thread.busy;
      const working = Atomics.load(thread.progress, PROGRESS_CHUNK);
      if (chunk?.id !== working) {
        thread.seen = undefined;
        continue;
      }
      const item = Atomics.load(thread.progress, PROGRESS_ITEM);
      const parser = Atomics.load(thread.progress, PROGRESS_PARSER);
      const loading = Atomics.load(thread.progress, PROGRESS_LOADING) === 1;
      const { seen } = thread;
      if (seen?.item !== item || seen.parser !== parser || seen.loading !== loading) {
        thread.seen = { item, parser, loading, since: now };
      } else if (now - seen.since >= (loading ? this.loadWatchdogMs : this.options.watchdogMs)) {
        this.endStuck(thread, chunk, item, parser);
      }
    }
  }

  /**
   * The chunk without the calls to a parser quarantined since its items were queued: an item
   * whose next parser is quarantined skips it, saying so (settled when none is left),
   * so a parser that never returns costs the watchdog's budget a few times, not once per URL of
   * a batch already on its way. Undefined when no item is left to send.
   */
  private withoutQuarantined(chunk: Chunk): Chunk | undefined {
    let changed = false;
    const entries: Entry[] = [];
    for (const entry of chunk.entries) {
      const { ids } = entry.item;
      let skipped = 0;
      while (skipped < ids.length && this.isQuarantined(ids[skipped] ?? -1)) {
        skipped += 1;
      }
      if (skipped === 0) {
        entries.push(entry);
        continue;
      }
      changed = true;
      const left = [...(entry.skipped ?? []), ...ids.slice(0, skipped)];
      if (skipped === ids.length) {
        entry.skipped = left;
        this.settle(chunk.run, entry, { winner: -1, urlOnly: false });
      } else {
        entries.push({
          ...entry,
          item: { ...entry.item, ids: ids.slice(skipped) },
          offset: entry.offset + skipped,
          skipped: left,
        });
      }
    }
    if (!changed) {
      return chunk;
    }
    return entries.length === 0 ? undefined : { ...chunk, entries };
  }

  /** Ends a thread stuck in one call: that call times out, the rest of its chunk goes again. */
  private endStuck(thread: Thread, chunk: Chunk, stuckIndex: number, parserId: number): void {
    this.threads.delete(thread);
    void thread.worker.terminate();
    this.timeoutsById.set(parserId, (this.timeoutsById.get(parserId) ?? 0) + 1);
    const again: Entry[] = [];
    chunk.entries.forEach((entry, index) => {
      if (index !== stuckIndex) {
        again.push(entry);
        return;
      }
      const timeouts = [...(entry.timeouts ?? []), parserId];
      const position = entry.item.ids.indexOf(parserId);
      const rest = position === -1 ? [] : entry.item.ids.slice(position + 1);
      if (rest.length > 0) {
        again.push({
          ...entry,
          item: { ...entry.item, ids: rest },
          offset: entry.offset + position + 1,
          timeouts,
        });
      } else {
        entry.timeouts = timeouts;
        this.settle(chunk.run, entry, { winner: -1, urlOnly: false });
      }
    });
    if (again.length > 0) {
      this.queue.unshift({ id: this.nextChunk++, run: chunk.run, entries: again });
    }
    this.dispatch();
  }
}
