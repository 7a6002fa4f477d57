import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { AppDatabase } from '@sillage/db';
import type { JobEventBus } from '../events/event-bus.js';
import { NEXT_TURN_SQL, ownerOfJob } from './fair-order.js';
import { settleUnawaitedCompletions } from './settle-unawaited-completions.js';

/** Name of the pg-boss queue that carries job ids. */
export const JOB_QUEUE_NAME = 'sillage-jobs';

export interface JobQueueOptions {
  database: AppDatabase;
  /** Postgres URL: pg-boss then uses a pool of its own; PGlite goes through `executeSql`. */
  connectionString?: string;
  /** How often an idle worker polls for work. Default 0.5 s (pg-boss's minimum). */
  pollingIntervalSeconds?: number;
  /**
   * The instance's event bus. Each message sent is announced on it (`enqueued`), and this
   * queue's polling loops look at once when any process announces one: a job starts in
   * milliseconds instead of up to a polling interval later (half of it on average, ≈ 250 ms a
   * job by default, the better part of a small job's time). Without it, polling alone.
   */
  bus?: JobEventBus;
  /**
   * When pg-boss itself gives up on a job a worker never completed (a backstop: heartbeats
   * detect dead workers much sooner). Default 6 h.
   */
  expireInSeconds?: number;
  /** Maintenance (expiry, archiving) runs in this process. Default true. */
  supervise?: boolean;
  onError?: (error: Error) => void;
  /** How stop() waits out pg-boss's loop-drop timer (tests observe it). Default: a timer. */
  delay?: (ms: number) => Promise<void>;
}

/**
 * pg-boss 10 drops the polling loops stop() ended on a 1 s timer of its own (manager.offWork),
 * armed when a loop is still fetching or handling a job as it stops, and armed again each second
 * until the loop has ended; sleeping as long from the moment the loop's last fetch answered ends
 * after the last of them (timers of one duration fire in the order they were set). A loop resting
 * between two polls ends at once, and no timer is armed.
 */
const PG_BOSS_LOOP_DROP_MS = 1_000;
/** How often stop() looks whether the fetch a stopping loop had under way has answered. */
const PENDING_POLL_MS = 10;
/** The longest stop() waits for that fetch; past it, a pg-boss timer may outlive stop(). */
const PENDING_WAIT_MAX_MS = 5_000;

/**
 * The payload of a queue message: the job's id, and its owner for fair turns (fair-order.ts);
 * everything else is in the job's row. Messages sent before owners were carried have none.
 */
export interface JobMessage {
  jobId: string;
  ownerId?: string | null;
}

/** Called with one job id at a time; resolving completes the message, throwing fails it. */
export type JobMessageHandler = (jobId: string) => Promise<void>;

/**
 * The durable queue of job ids (pg-boss on the application database), so queued jobs survive
 * restarts and spread over every worker. A message only says "look at this job": claiming and
 * outcomes live in the job row.
 */
export interface JobQueue {
  /** Installs or checks the queue schema; idempotent (enqueue starts it when needed). */
  start(): Promise<void>;
  enqueue(jobId: string): Promise<void>;
  /**
   * Runs `handler` with at most `concurrency` jobs at once in this process, taking the waiting
   * jobs in fair turns between their owners (fair-order.ts), the oldest first within a turn.
   */
  work(concurrency: number, handler: JobMessageHandler): Promise<void>;
  /** Stops fetching; waits up to `timeoutMs` for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
  /** The messages of these jobs that are still to be handled: waiting, or taken by a worker. */
  pendingMessages(jobIds: readonly string[]): Promise<PendingMessage[]>;
  /** Withdraws a taken message; false when it was no longer taken (another process did it). */
  withdraw(messageId: string): Promise<boolean>;
}

/** A message still to be handled: `takenAt` is when a worker took it, null while it waits. */
export interface PendingMessage {
  messageId: string;
  jobId: string;
  takenAt: Date | null;
}

/** A pg-boss queue over the given database (PGlite through its `executeSql`, Postgres by URL). */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database } = options;
  settleUnawaitedCompletions();
  const connection: PgBoss.ConstructorOptions =
    database.driver === 'postgres' && options.connectionString !== undefined
      ? { connectionString: options.connectionString, max: 4 }
      : { db: { executeSql: (text, values) => database.executeSql(text, values) } };
  const boss = new PgBoss({
    ...connection,
    supervise: options.supervise ?? true,
    schedule: false,
    // The queue keeps only ids; finished messages need not linger.
    archiveCompletedAfterSeconds: 3_600,
    deleteAfterDays: 2,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  // What pg-boss has under way: its queries (a polling loop's fetch among them) and our handlers.
  // A loop is still running when stop() begins only while one of these is.
  let pending = 0;
  const track = async <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    try {
      return await work();
    } finally {
      pending -= 1;
    }
  };
  const db = boss.getDb();
  const executeSql = db.executeSql.bind(db);
  db.executeSql = (text, values) => track(() => executeSql(text, values));
  let started = false;
  let starting: Promise<void> | undefined;
  let stopped = false;
  let working = false;
  /** This process's polling loops (pg-boss worker ids), woken when a message is announced. */
  const loops: string[] = [];
  let stopWaking: (() => void) | undefined;

  return {
    start() {
      starting ??= (async () => {
        await boss.start();
        await ensureQueue(boss, {
          name: JOB_QUEUE_NAME,
          retryLimit: 2,
          retryDelay: 5,
          expireInSeconds: options.expireInSeconds ?? 6 * 3_600,
        });
        started = true;
      })();
      return starting;
    },
    async enqueue(jobId) {
      await this.start();
      const ownerId = await ownerOfJob(database, jobId);
      const { rows } = await executeSql(NEXT_TURN_SQL, [JOB_QUEUE_NAME, ownerId]);
      const [{ turn }] = rows as [{ turn: number }];
      const message: JobMessage = { jobId, ownerId };
      await boss.send(JOB_QUEUE_NAME, message, { priority: -turn });
      // A lost announcement only leaves the job to the next poll.
      void options.bus?.publish({ type: 'enqueued', jobId }).catch(() => undefined);
    },
    async work(concurrency, handler) {
      // pg-boss 10 has no team size: one polling loop per slot fetching one job each.
      working = true;
      for (let slot = 0; slot < concurrency; slot++) {
        const loop = await boss.work<JobMessage>(
          JOB_QUEUE_NAME,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
          async ([job]) => {
            if (job !== undefined) {
              await track(() => handler(job.data.jobId));
            }
          },
        );
        loops.push(loop);
      }
      // Every loop is woken: a resting one fetches now (one of them gets the message, the others
      // nothing), a busy one fetches again as soon as its job ends, as it does anyway.
      stopWaking ??= options.bus?.subscribe((event) => {
        if (event.type === 'enqueued') {
          for (const loop of loops) {
            boss.notifyWorker(loop);
          }
        }
      });
    },
    async pendingMessages(jobIds) {
      if (jobIds.length === 0) {
        return [];
      }
      await this.start();
      // pg-boss 10 lists no messages by content: its own table (schema `pgboss`, the default).
      const { rows } = await executeSql(
        // A message waiting for a retry keeps the start of its failed try: it is not taken.
        `SELECT id, data->>'jobId' AS job_id,
            CASE WHEN state = 'active' THEN started_on END AS taken_at
          FROM pgboss.job
          WHERE name = $1 AND state IN ('created', 'retry', 'active')
            AND data->>'jobId' = ANY($2::text[])`,
        [JOB_QUEUE_NAME, jobIds],
      );
      return (rows as { id: string; job_id: string; taken_at: Date | string | null }[]).map(
        (row) => ({
          messageId: row.id,
          jobId: row.job_id,
          takenAt: row.taken_at === null ? null : new Date(row.taken_at),
        }),
      );
    },
    async withdraw(messageId) {
      await this.start();
      // As pg-boss's cancel() does, but only while taken, and saying whether it did (its typed
      // cancel() answers nothing), so that of two processes withdrawing it only one sends again.
      const { rows } = await executeSql(
        `UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
          WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
        [JOB_QUEUE_NAME, messageId],
      );
      return rows.length > 0;
    },
    async stop(timeoutMs = 30_000) {
      stopWaking?.();
      stopWaking = undefined;
      await starting?.catch(() => undefined);
      if (!started || stopped) {
        return;
      }
      stopped = true;
      const isLoopBusy = working && pending > 0;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
      // Waits out pg-boss's timer that drops the stopped polling loops: left running, it kept a
      // process with nothing else to do alive for up to a second (a jest worker was then forced
      // out, with a warning about leaking tests).
      if (isLoopBusy) {
        // pg-boss looks every second whether the stopped loops have ended, and drops them at the
        // first look after: a loop ends once its fetch has answered, which on a busy host can
        // come after boss.stop() and after that first look. Waiting a second from the end of
        // stop() then ended before pg-boss's next look, whose timer was left behind.
        // Bounded: a fetch that never answers (the database gone) must not hold a shutdown.
        const until = Date.now() + Math.min(timeoutMs, PENDING_WAIT_MAX_MS);
        while (pending > 0 && Date.now() < until) {
          await sleep(PENDING_POLL_MS);
        }
        await (options.delay ?? sleep)(PG_BOSS_LOOP_DROP_MS);
      }
    },
  };
}

/**
 * Creates the job queue unless it exists. Processes starting together (an api and its workers)
 * race here: pg-boss creates a partition per queue, and two concurrent creations can deadlock
 * or collide in Postgres, so a failed attempt is retried once the other has had time to finish.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if ((await boss.getQueue(queue.name)) !== null) {
      return;
    }
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 40P01 deadlock, 23505 unique violation (the other process won), 42P07 table exists.
      if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) {
        throw error;
      }
      await sleep(100 * attempt + Math.random() * 200);
    }
  }
}
