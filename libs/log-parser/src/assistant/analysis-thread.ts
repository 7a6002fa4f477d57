import { Worker } from 'node:worker_threads';
import type { FormatAnalysis } from '@sillage/shared-types';
import { BACKTRACKING_FORMAT_ADVICE } from '../format/create-line-parser.js';
import { threadEntry } from '../threads/thread-entry.js';
import type { AnalyzeLogLineOptions } from './analyze-log-line.js';
import type { AnalysisRequest } from './analysis-worker.js';

/** Longest the assistant may spend on one request before its thread is ended. */
export const ANALYSIS_TIME_LIMIT_MS = 5_000;

/**
 * Requests one requester may have waiting; past it, `analyze` throws AnalysesWaitingError. The
 * page asks once a second while the user types, and a request takes milliseconds (5 s at worst).
 */
export const MAX_WAITING_PER_REQUESTER = 4;

/** Too many of this requester's analyses are already waiting their turn. */
export class AnalysesWaitingError extends Error {
  constructor() {
    super(`more than ${String(MAX_WAITING_PER_REQUESTER)} format analyses are already waiting`);
    this.name = 'AnalysesWaitingError';
  }
}

type AnalysisAnswer = { ok: true; analysis: FormatAnalysis } | { ok: false; message: string };

interface WaitingAnalysis {
  request: AnalysisRequest;
  resolve: (analysis: FormatAnalysis) => void;
  reject: (error: unknown) => void;
}

/**
 * The format assistant on a thread of its own. A format whose custom regexes can each match the
 * text after them makes V8 try a line in every way of cutting it: seconds to minutes, and GBs of
 * memory, on a 20 KB line. On the api's thread that stopped every user's requests; here it costs
 * one answer, which says why, and the thread is ended and replaced. Requests are answered one
 * at a time (each takes milliseconds when the format is sound), in turns between requesters: one
 * user's slow formats delay another's request by one answer at most, not by all of them.
 */
export class LogLineAnalyzer {
  private worker: { thread: Worker; ready: Promise<void> } | undefined;
  /** Each requester's waiting analyses, requesters in the order of their next turn. */
  private readonly waiting = new Map<string, WaitingAnalysis[]>();
  private serving = false;
  private closed = false;

  constructor(private readonly timeLimitMs = ANALYSIS_TIME_LIMIT_MS) {}

  /**
   * analyzeLogLine's answer, or one whose `error` says the line took too long. `requester`
   * (a user id) takes turns with the others; throws AnalysesWaitingError past
   * MAX_WAITING_PER_REQUESTER of its analyses waiting.
   */
  analyze(text: string, options: AnalyzeLogLineOptions, requester = ''): Promise<FormatAnalysis> {
    if (this.closed) {
      return Promise.reject(new Error('the format assistant has stopped'));
    }
    const own = this.waiting.get(requester) ?? [];
    if (own.length >= MAX_WAITING_PER_REQUESTER) {
      return Promise.reject(new AnalysesWaitingError());
    }
    return new Promise((resolve, reject) => {
      own.push({ request: { text, options }, resolve, reject });
      this.waiting.set(requester, own);
      void this.serve();
    });
  }

  /** Answers the waiting analyses one at a time, a requester's next one at the end of the line. */
  private async serve(): Promise<void> {
    if (this.serving) {
      return;
    }
    this.serving = true;
    try {
      // A Map's iteration goes on to the entries set while it runs: requesters coming in, and
      // those put back at the end with analyses left.
      for (const [requester, own] of this.waiting) {
        const next = own.shift();
        if (next !== undefined) {
          await this.ask(next.request).then(next.resolve, next.reject);
        }
        // Its turn is over: behind those who came in meanwhile, if it has analyses left (its
        // entry stayed in place while it was served, so what it sent meanwhile joined it there).
        this.waiting.delete(requester);
        if (own.length > 0) {
          this.waiting.set(requester, own);
        }
      }
    } finally {
      this.serving = false;
    }
  }

  /** Ends the thread; analyses still waiting are refused rather than starting another. */
  async close(): Promise<void> {
    this.closed = true;
    // Emptied in place: the requester being served holds its array.
    const waiting = [...this.waiting.values()].flatMap((own) => own.splice(0));
    this.waiting.clear();
    for (const analysis of waiting) {
      analysis.reject(new Error('the format assistant has stopped'));
    }
    const worker = this.worker;
    this.worker = undefined;
    await worker?.thread.terminate();
  }

  private start(): { thread: Worker; ready: Promise<void> } {
    const entry = threadEntry(import.meta.url, 'analysis-worker');
    const thread = new Worker(entry.file, { execArgv: entry.execArgv });
    // An idle assistant keeps no process alive.
    thread.unref();
    // A thread that fails or ends between requests (an error, or an exit with none: out of
    // memory, ended from outside) is replaced at the next one, which would otherwise be posted to
    // a dead thread and wait out its whole time limit. Crashes nothing.
    const forget = () => {
      if (this.worker?.thread === thread) {
        this.worker = undefined;
      }
    };
    thread.on('error', forget);
    thread.on('exit', forget);
    // Settled by the thread's first message; a thread that fails or ends before it never answers.
    const ready = new Promise<void>((resolve, reject) => {
      thread.once('message', () => {
        resolve();
      });
      thread.once('error', reject);
      thread.once('exit', (code) => {
        reject(new Error(`the format assistant's thread ended (${String(code)})`));
      });
    });
    return { thread, ready };
  }

  private async ask(request: AnalysisRequest): Promise<FormatAnalysis> {
    const started = (this.worker ??= this.start());
    try {
      await started.ready;
    } catch (error) {
      if (this.worker === started) {
        this.worker = undefined;
      }
      throw error;
    }
    const worker = started.thread;
    return new Promise<FormatAnalysis>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const retire = () => {
        if (this.worker === started) {
          this.worker = undefined;
        }
        void worker.terminate();
      };
      const onMessage = (answer: AnalysisAnswer) => {
        done();
        if (answer.ok) {
          resolve(answer.analysis);
        } else {
          reject(new Error(answer.message));
        }
      };
      const onError = (error: Error) => {
        done();
        retire();
        reject(error);
      };
      // Ended from outside (close()): no answer will come, and no timer need hold the process.
      const onExit = (code: number) => {
        done();
        reject(new Error(`the format assistant's thread ended (${String(code)})`));
      };
      const timer = setTimeout(() => {
        done();
        retire();
        resolve(tooSlowAnalysis(request, this.timeLimitMs));
      }, this.timeLimitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(request);
    });
  }
}

/** The answer for a line the format could not be tried on in time. */
function tooSlowAnalysis({ options }: AnalysisRequest, limitMs: number): FormatAnalysis {
  const format = options.format?.trim() === '' ? undefined : options.format;
  return {
    autoDetect: format === undefined,
    proxy: options.proxy ?? null,
    format: format ?? null,
    formatBreak: 0,
    strictMatch: false,
    regexp: null,
    regexpBreak: 0,
    missing: ['date', 'url', 'domain'],
    ec: {},
    error: `The format could not be tried on this line within ${String(limitMs / 1000)} s: ${BACKTRACKING_FORMAT_ADVICE}`,
  };
}
