import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, JobCounters, JobRow } from '@sillage/db';
import { stopReasonKeys, unstartedReport, type UnstartedJob } from '@sillage/pipeline';
import { staleJobReport } from './stopped-run-report.js';

/** Which run of a job a worker holds: only the holder of the latest claim may record an outcome. */
export interface JobClaim {
  jobId: string;
  workerId: string;
  attempt: number;
}

/** How a job ended. */
export interface FinalOutcome {
  status: 'completed' | 'error' | 'abort';
  counters?: JobCounters;
  report?: Record<string, unknown>;
  errorCode?: number | null;
  errorMessage?: string | null;
  /** Why an `abort` stopped (a `JobAbortReason`: cancelled, upload-interrupted, client-gone, server-stopped). */
  abortReason?: string | null;
  /** The signed-in user who cancelled the job (an `abort` only); absent when no one did. */
  cancelledBy?: JobCanceller;
}

/** Who cancelled a job: their account, and their e-mail as it was then. */
export interface JobCanceller {
  userId: string;
  email: string;
}

/** A row the stale check took over, with the worker that fell silent (the row no longer says). */
export type StaleJobRow = JobRow & { silentWorkerId: string | null };

/** What a stale-job check did. */
export interface StaleJobsResult {
  requeued: StaleJobRow[];
  failed: StaleJobRow[];
}

/**
 * The job's row while it is in `status` and still held by this claim's run: its worker and
 * attempt, so that a run that lost its claim (requeued, cancelled) never writes over another's.
 */
function heldBy(
  row: ExpressionBuilder<Database, 'jobs'>,
  claim: JobClaim,
  status: 'running' | 'abort',
) {
  return row.and([
    row('id', '=', claim.jobId),
    row('status', '=', status),
    row('workerId', '=', claim.workerId),
    row('attempts', '=', claim.attempt),
  ]);
}

function outcomeColumns(outcome: FinalOutcome, now: Date) {
  return {
    status: outcome.status,
    endedAt: now,
    ...(outcome.counters ?? {}),
    ...(outcome.report === undefined ? {} : { report: JSON.stringify(outcome.report) }),
    errorCode: outcome.errorCode ?? null,
    errorMessage: outcome.errorMessage ?? null,
    abortReason: outcome.abortReason ?? null,
    cancelledBy: outcome.cancelledBy?.userId ?? null,
    cancelledByEmail: outcome.cancelledBy?.email ?? null,
  };
}

/**
 * The job-row transitions of the queue and runner, each one conditional so that concurrent api
 * instances, workers and stale checks never overwrite each other: queued → running (claim) →
 * completed | error | abort, and running → queued again when a worker stops heartbeating.
 * A queued row with a `heartbeat_at` is still being uploaded; once enqueued it has none.
 */
export function createJobStore(db: Kysely<Database>) {
  return {
    /** Records a new job being uploaded; false when the id is taken. */
    async createUploading(
      job: {
        id: string;
        ownerId: string | null;
        settings: Record<string, string>;
        socketId: string | null;
      },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .insertInto('jobs')
        .values({
          ...job,
          status: 'queued',
          settings: JSON.stringify(job.settings),
          heartbeatAt: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /**
     * Keeps an upload in progress from being taken for stale; false when the job is no longer
     * waiting for its body (it was cancelled meanwhile), so the upload can stop.
     */
    async touchUpload(jobId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ heartbeatAt: now })
        .where('id', '=', jobId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The upload is complete and the job is in the queue; false when it was cancelled meanwhile. */
    async markEnqueued(jobId: string): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ heartbeatAt: null })
        .where('id', '=', jobId)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Takes a queued job for `workerId`; undefined when it is not queued any more. */
    async claim(jobId: string, workerId: string, now: Date): Promise<JobClaim | undefined> {
      const row = await db
        .updateTable('jobs')
        .set({
          status: 'running',
          workerId,
          startedAt: now,
          heartbeatAt: now,
          attempts: sql`attempts + 1`,
        })
        .where('id', '=', jobId)
        .where('status', '=', 'queued')
        .where('heartbeatAt', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row === undefined ? undefined : { jobId, workerId, attempt: row.attempts };
    },

    /** Proves the claim is alive; false when the job was cancelled or handed to another worker. */
    async heartbeat(claim: JobClaim, counters: JobCounters, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ ...counters, heartbeatAt: now })
        .where((row) => heldBy(row, claim, 'running'))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async saveReport(claim: JobClaim, report: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ report: JSON.stringify(report) })
        .where((row) => heldBy(row, claim, 'running'))
        .execute();
    },

    /** Replaces the report of an ended job (after notifications were added to it). */
    async replaceReport(jobId: string, report: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ report: JSON.stringify(report) })
        .where('id', '=', jobId)
        .execute();
    },

    /**
     * Puts a claimed job back in the queue (graceful shutdown); false when the claim was lost.
     * The run it hands back was stopped, not failed: it gives its attempt back, so that a restart
     * does not leave the job one crash from failing. A later claim may then carry the same
     * attempt number; every write of a claim also names its worker, which tells the two apart.
     */
    async release(claim: JobClaim): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          status: 'queued',
          workerId: null,
          heartbeatAt: null,
          report: null,
          attempts: sql`greatest(attempts - 1, 0)`,
        })
        .where((row) => heldBy(row, claim, 'running'))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records the outcome of a claimed run; false when the claim was lost meanwhile. */
    async finishClaim(claim: JobClaim, outcome: FinalOutcome, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set(outcomeColumns(outcome, now))
        .where((row) => heldBy(row, claim, 'running'))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Ends a job that has not ended yet (cancel, failed upload); false when it already had. An
     * outcome without a report of its own keeps the row's last one, saying why it stopped (its
     * run may never write again: a worker gone, a run stopped before it began), or gets one
     * saying it stopped before any run: a job cancelled or refused during its upload would
     * otherwise have none to show. `known` (the settings it was accepted with) makes that one
     * the full report a run starts with.
     */
    async finishUnended(
      jobId: string,
      outcome: FinalOutcome,
      now: Date,
      known?: UnstartedJob,
    ): Promise<boolean> {
      // The keys stoppedRunReport gives the report a run ends with, merged into the row's saved
      // progress report (which already says `Job-Done: false`).
      const fallback =
        outcome.status !== 'completed' && outcome.report === undefined
          ? {
              report: sql<string>`case
                when report is null then ${JSON.stringify(unstartedReport(jobId, outcome, known))}::jsonb
                when jsonb_typeof(report -> 'general') = 'object' then jsonb_set(
                  report, '{general}', (report -> 'general') || ${JSON.stringify(stopReasonKeys(outcome))}::jsonb
                )
                else report
              end`,
            }
          : {};
      const result = await db
        .updateTable('jobs')
        .set({ ...outcomeColumns(outcome, now), ...fallback })
        .where('id', '=', jobId)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The row of this claim's run when a cancel ended it (`abort` with this run's worker and
     * attempt), else undefined. An abort is final, so once a conditional write of the run has
     * failed, this read tells for good whether a cancel got in first and why.
     */
    findCancelledRun(claim: JobClaim): Promise<JobRow | undefined> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where((row) => heldBy(row, claim, 'abort'))
        .executeTakeFirst();
    },

    /**
     * Keeps the figures and report of a run that was cancelled while it ran (the cancel ended
     * the row before the run knew how far it got); only this run's claim may write them.
     */
    async keepCancelledRun(
      claim: JobClaim,
      counters: JobCounters,
      report: Record<string, unknown>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          ...counters,
          // A run stopped before it began has no report: the last one saved stays.
          ...(Object.keys(report).length === 0 ? {} : { report: JSON.stringify(report) }),
        })
        .where((row) => heldBy(row, claim, 'abort'))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Running jobs whose worker has not heartbeaten since `cutoff` go back to the queue while
     * they have attempts left, and fail with a message otherwise; uploads silent since `cutoff`
     * fail. Each row is taken by exactly one checker. `appVersion` (this build's) gives a job
     * that ends here before any run the full report a run starts with.
     */
    async recoverStale(
      cutoff: Date,
      maxAttempts: number,
      now: Date,
      appVersion?: string,
    ): Promise<StaleJobsResult> {
      // Read first: a requeued row loses its worker id, which the logs need to name the dead one.
      const silent = new Map(
        (
          await db
            .selectFrom('jobs')
            .select(['id', 'workerId'])
            .where('status', 'in', ['running', 'queued'])
            .where('heartbeatAt', '<', cutoff)
            .execute()
        ).map((row) => [row.id, row.workerId]),
      );
      const withSilentWorker = (row: JobRow): StaleJobRow => ({
        ...row,
        silentWorkerId: silent.get(row.id) ?? row.workerId,
      });
      const requeued = await db
        .updateTable('jobs')
        .set({ status: 'queued', workerId: null, heartbeatAt: null, report: null })
        .where('status', '=', 'running')
        .where('heartbeatAt', '<', cutoff)
        .where('attempts', '<', maxAttempts)
        .returningAll()
        .execute();
      const failedRunning = await db
        .updateTable('jobs')
        .set({
          status: 'error',
          endedAt: now,
          errorCode: 5000,
          // A worker process, or the api running jobs itself: killed, crashed, or cut from the
          // database for longer than the stale limit. Twice: a log that stops every run.
          errorMessage: `The process running this job stopped before it finished, or lost the database for too long (attempt ${maxAttempts} of ${maxAttempts}).`,
        })
        .where('status', '=', 'running')
        .where('heartbeatAt', '<', cutoff)
        .returningAll()
        .execute();
      const failedUploads = await db
        .updateTable('jobs')
        .set({
          status: 'error',
          endedAt: now,
          errorCode: 5000,
          errorMessage: 'The upload of this job was interrupted.',
        })
        .where('status', '=', 'queued')
        .where('heartbeatAt', '<', cutoff)
        .returningAll()
        .execute();
      const failed = [...failedRunning, ...failedUploads];
      // Ended here, not by a run: their reports must say so, as a run's would.
      for (const row of failed) {
        row.report = staleJobReport(row, appVersion);
        await db
          .updateTable('jobs')
          .set({ report: JSON.stringify(row.report) })
          .where('id', '=', row.id)
          .execute();
      }
      return {
        requeued: requeued.map(withSilentWorker),
        failed: failed.map(withSilentWorker),
      };
    },

    findById(jobId: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
    },

    /** Newest first; narrowed to one owner and/or some statuses. */
    list(filter: JobListFilter = {}): Promise<JobRow[]> {
      return narrowed(db.selectFrom('jobs').selectAll(), filter).execute();
    },

    /**
     * As `list`, each report cut down to the sections the job lists read (`general`, `notices`,
     * `files`; a missing one is null). A finished job's report holds its reject samples and
     * statistics, tens of kilobytes: whole, a list of a few hundred jobs moved and parsed
     * megabytes of JSON for a page that shows a line of each.
     */
    listSummaries(filter: JobListFilter = {}): Promise<JobRow[]> {
      const query = db
        .selectFrom('jobs')
        .select(SUMMARY_COLUMNS)
        .select(
          sql<JobRow['report']>`case when report is null then null else jsonb_build_object(
            'general', report -> 'general',
            'notices', report -> 'notices',
            'files', report -> 'files') end`.as('report'),
        );
      return narrowed(query, filter).execute();
    },

    /** Queued jobs created before `cutoff`, uploaded and not claimed: each needs a queue message. */
    async listWaiting(cutoff: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('workerId', 'is', null)
        .where('heartbeatAt', 'is', null)
        .where('createdAt', '<', cutoff)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Ended jobs created before `cutoff` (retention). */
    async listExpired(cutoff: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('id')
        // Counted from the job's end, so a job that waited or ran long keeps its full window.
        .where(sql<Date>`coalesce(ended_at, created_at)`, '<', cutoff)
        .where('status', 'in', ['completed', 'error', 'abort'])
        .execute();
      return rows.map((row) => row.id);
    },

    async delete(jobIds: string[]): Promise<number> {
      if (jobIds.length === 0) {
        return 0;
      }
      const result = await db.deleteFrom('jobs').where('id', 'in', jobIds).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Which jobs `list` returns: one owner's, some statuses' (every job by default). */
export interface JobListFilter {
  ownerId?: string;
  status?: JobRow['status'][];
}

/** Every column of a job but its report, which `listSummaries` cuts down. */
const SUMMARY_COLUMNS = [
  'id',
  'ownerId',
  'status',
  'settings',
  'socketId',
  'workerId',
  'attempts',
  'linesInput',
  'events',
  'deniedEvents',
  'rejectedLines',
  'errorCode',
  'errorMessage',
  'abortReason',
  'cancelledBy',
  'cancelledByEmail',
  'createdAt',
  'startedAt',
  'endedAt',
  'heartbeatAt',
] as const satisfies readonly Exclude<keyof JobRow, 'report'>[];

/** `query` narrowed to `filter`, newest first. */
function narrowed<Query extends SelectQueryBuilder<Database, 'jobs', object>>(
  query: Query,
  filter: JobListFilter,
): Query {
  let result = query.orderBy('createdAt', 'desc') as Query;
  if (filter.ownerId !== undefined) {
    result = result.where('ownerId', '=', filter.ownerId) as Query;
  }
  if (filter.status !== undefined && filter.status.length > 0) {
    result = result.where('status', 'in', filter.status) as Query;
  }
  return result;
}

/** Job rows as the queue, runner and routes use them. */
export type JobStore = ReturnType<typeof createJobStore>;
