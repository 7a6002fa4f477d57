import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobEventBus } from '../events/event-bus.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { JobStorage } from '../storage/job-storage.js';
import type { JobClaim, JobStore } from '../store/job-store.js';
import type { JobProcessor, JobRunUrls } from './job-processor.js';
import { startClaimedJob, type FinishedJob, type RunningJob } from './job-runner.js';

/** Settings of a job worker (one per worker process, or inside the api in embedded mode). */
export interface JobWorkerOptions {
  store: JobStore;
  storage: JobStorage;
  queue: JobQueue;
  bus: JobEventBus;
  processor: JobProcessor;
  /** Jobs run at once by this worker. */
  concurrency: number;
  /** Identifies the worker in job rows. Default `<host>:<pid>:<random>`. */
  workerId?: string;
  /** How often a running job proves its worker is alive. Default 5 s. */
  heartbeatIntervalMs?: number;
  /** A running job silent for this long is taken for dead. Default 60 s. */
  staleAfterMs?: number;
  /** How often stale jobs are looked for. Default 15 s. */
  staleCheckIntervalMs?: number;
  /**
   * True when no other process can be running jobs on this database (the embedded database
   * opens in one process only): every job still `running` or uploading at start-up was left by a
   * process that died, and is recovered at once instead of after `staleAfterMs`.
   */
  isSoleProcess?: boolean;
  /**
   * Asked before each claim; false leaves the job to another worker (this one is stopping: its
   * data folder turned out not to be the api's).
   */
  mayClaim?: () => Promise<boolean>;
  /** This build's version, for the report of a job the stale check ends before any run. */
  appVersion?: string;
  /** Runs of a job before a dead worker makes it fail instead of retrying. Default 2. */
  maxAttempts?: number;
  inputChunkDelayMs?: number;
  /** The job's public URLs, from its id and stored settings (see `jobUrlsFromSettings`). */
  urlsFor?: (jobId: string, settings: Record<string, string>) => JobRunUrls;
  onFinished?: (job: FinishedJob) => Promise<Record<string, unknown> | undefined>;
  now?: () => Date;
  log?: (level: 'info' | 'error', message: string) => void;
}

/** A started job worker. */
export interface JobWorker {
  readonly workerId: string;
  /** Ids of the jobs this worker runs now. */
  runningJobIds(): string[];
  /** Looks for jobs whose worker died; returns how many were requeued or failed. */
  checkStaleJobs(): Promise<{ requeued: number; failed: number }>;
  /** Stops claiming, hands running jobs back to the queue, and resolves when they have left. */
  stop(): Promise<void>;
}

/**
 * Claims jobs from the queue (at most `concurrency` at once), runs them, heartbeats, obeys
 * cancels from the bus, and periodically requeues or fails jobs whose worker died.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const { store, storage, queue, bus } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const workerId =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 2;
  const running = new Map<string, RunningJob>();
  let stopping = false;

  const requeue = async (claim: JobClaim) => {
    // Hands this worker's claim back; another worker (or this one after a restart) takes it.
    if (await store.release(claim)) {
      await queue.enqueue(claim.jobId);
    }
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.type === 'cancel') {
      running.get(event.jobId)?.stop('cancelled');
    }
  });

  // Jobs between their claim and their entry in `running`: stop() waits for them too.
  const starting = new Set<Promise<void>>();
  // Ended jobs whose end is still being told (mails): they hold no slot, but stop() waits.
  const telling = new Set<Promise<void>>();

  async function handle(jobId: string): Promise<void> {
    // A refusal leaves the job unclaimed, its queue entry for another worker (as a stop does).
    if (stopping || (options.mayClaim !== undefined && !(await options.mayClaim()))) {
      throw new Error('worker stopping');
    }
    const started = claimAndRun(jobId);
    starting.add(started);
    try {
      await started;
    } finally {
      starting.delete(started);
    }
  }

  async function claimAndRun(jobId: string): Promise<void> {
    const claim = await store.claim(jobId, workerId, now());
    if (claim === undefined) {
      return; // Cancelled, already done, or taken by another worker: nothing to do.
    }
    const row = await store.findById(jobId);
    if (row === undefined) {
      return;
    }
    if (stopping) {
      // stop() began while this claim was on its way: hand the job straight back. Its row said
      // `running` for a moment, so its next run says a shutdown stopped it, as for a begun run.
      await storage.noteShutdownStop(jobId, now());
      await requeue(claim);
      return;
    }
    log('info', `job ${jobId}: claimed by ${workerId} (attempt ${claim.attempt})`);
    const job = startClaimedJob(
      {
        store,
        storage,
        bus,
        processor: options.processor,
        now,
        heartbeatIntervalMs: options.heartbeatIntervalMs ?? 5_000,
        staleAfterMs,
        inputChunkDelayMs: options.inputChunkDelayMs ?? 0,
        ...(options.urlsFor === undefined ? {} : { urlsFor: options.urlsFor }),
        ...(options.onFinished === undefined ? {} : { onFinished: options.onFinished }),
        requeue,
        log,
      },
      claim,
      row,
    );
    running.set(jobId, job);
    telling.add(job.told);
    void job.told.then(() => telling.delete(job.told));
    try {
      await job.done;
    } finally {
      running.delete(jobId);
    }
  }

  async function checkStaleJobs(silentForMs = staleAfterMs) {
    const cutoff = new Date(now().getTime() - silentForMs);
    const { requeued, failed } = await store.recoverStale(
      cutoff,
      maxAttempts,
      now(),
      options.appVersion,
    );
    for (const row of requeued) {
      log('info', `job ${row.id}: worker ${row.silentWorkerId ?? '?'} silent, job requeued`);
      await storage.removePartials(row.id);
      await queue.enqueue(row.id);
      await bus.publish({
        type: 'status',
        jobId: row.id,
        ownerId: row.ownerId,
        socketId: row.socketId,
        status: 'queued',
      });
    }
    for (const row of failed) {
      log(
        'info',
        `job ${row.id}: failed (${row.silentWorkerId === null ? 'upload' : `worker ${row.silentWorkerId}`} silent), ${row.errorMessage ?? ''}`,
      );
      await storage.removePartials(row.id);
      // Ended for good: its input (a whole log, or the part of an interrupted upload) is of no
      // more use, as after any run, and must not fill the disk until the retention sweep.
      await storage.removeInputs(row.id);
      await bus.publish({
        type: 'status',
        jobId: row.id,
        ownerId: row.ownerId,
        socketId: row.socketId,
        status: 'error',
        ...(row.errorCode === null ? {} : { code: row.errorCode }),
        ...(row.errorMessage === null ? {} : { message: row.errorMessage }),
      });
    }
    return {
      requeued: requeued.length + (await requeueUnclaimed(cutoff)),
      failed: failed.length,
    };
  }

  /**
   * Every queued job whose upload is done must have a message to be handled. It can lose it: a
   * worker killed between taking the message and claiming the row (milliseconds, seconds under
   * load) leaves it taken until pg-boss expires it hours later; an api that died or lost the
   * database between marking the upload done and sending the message never sent it; a message
   * pg-boss failed for good (its retries spent while the database was away) is gone. Such a job
   * has no heartbeat to go stale, so it is looked at here: a message taken before `cutoff` is
   * withdrawn, and a job left without one gets a new one. A live worker claims a message it takes
   * at once, and claims are atomic: a message too many only finds its job taken.
   */
  async function requeueUnclaimed(cutoff: Date): Promise<number> {
    const waiting = await store.listWaiting(cutoff);
    const messages = await queue.pendingMessages(waiting);
    let requeued = 0;
    for (const jobId of waiting) {
      const own = messages.filter((message) => message.jobId === jobId);
      if (own.some((message) => message.takenAt === null || message.takenAt >= cutoff)) {
        continue;
      }
      const withdrawn = await Promise.all(own.map((message) => queue.withdraw(message.messageId)));
      // Another process withdrew it first, and sends it again.
      if (withdrawn.includes(false)) {
        continue;
      }
      log(
        'info',
        own.length > 0
          ? `job ${jobId}: taken from the queue by a worker that died before claiming it, job requeued`
          : `job ${jobId}: queued without a queue message, job requeued`,
      );
      await queue.enqueue(jobId);
      requeued += 1;
    }
    return requeued;
  }

  await queue.start();
  // The only process on its database: whatever runs there was left by a process that died
  // (kill -9, a crash, a power cut), so its jobs need not wait out the stale limit.
  await checkStaleJobs(options.isSoleProcess === true ? 0 : staleAfterMs);
  await queue.work(options.concurrency, handle);
  const staleTimer = setInterval(() => {
    checkStaleJobs().catch((error: unknown) => {
      log('error', `stale job check failed: ${String(error)}`);
    });
  }, options.staleCheckIntervalMs ?? 15_000);
  staleTimer.unref();

  let stopped: Promise<void> | undefined;
  return {
    workerId,
    runningJobIds: () => [...running.keys()],
    checkStaleJobs,
    stop() {
      stopped ??= (async () => {
        stopping = true;
        clearInterval(staleTimer);
        unsubscribe();
        const jobs = [...running.values()];
        for (const job of jobs) {
          job.stop('shutdown');
        }
        await Promise.allSettled([...jobs.map((job) => job.done), ...starting]);
        await Promise.allSettled([...telling]);
        await queue.stop();
      })();
      return stopped;
    },
  };
}
