import { sql, type Kysely } from 'kysely';
import type { Database, JobRow, JobStatusColumn } from '../database.js';

export interface NewJob {
  id: string;
  ownerId: string | null;
  settings: Record<string, string>;
  socketId: string | null;
}

export interface JobCounters {
  linesInput: number;
  events: number;
  deniedEvents: number;
  rejectedLines: number;
}

export interface JobOutcome {
  status: Extract<JobStatusColumn, 'completed' | 'error' | 'abort'>;
  counters?: JobCounters;
  report?: Record<string, unknown>;
  errorCode?: number | null;
  errorMessage?: string | null;
  /** Why an `abort` stopped (a `JobAbortReason`: cancelled, upload-interrupted, client-gone, server-stopped). */
  abortReason?: string | null;
}

/** Reads and writes `jobs`: one row per processing run, from upload to outcome. */
export function createJobsRepository(db: Kysely<Database>) {
  return {
    async create(job: NewJob): Promise<JobRow> {
      return db
        .insertInto('jobs')
        .values({ ...job, status: 'queued', settings: JSON.stringify(job.settings) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first; `ownerId` narrows to one user's jobs. */
    async list(filter: { ownerId?: string; status?: JobStatusColumn[] } = {}): Promise<JobRow[]> {
      let query = db.selectFrom('jobs').selectAll().orderBy('createdAt', 'desc');
      if (filter.ownerId !== undefined) {
        query = query.where('ownerId', '=', filter.ownerId);
      }
      if (filter.status !== undefined && filter.status.length > 0) {
        query = query.where('status', 'in', filter.status);
      }
      return query.execute();
    },

    /** Claims a queued job for a worker; false when another worker or a cancel got there first. */
    async markRunning(id: string, workerId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          status: 'running',
          workerId,
          startedAt: now,
          heartbeatAt: now,
          attempts: sql`attempts + 1`,
        })
        .where('id', '=', id)
        // Only a queued row: a running one belongs to its worker. A stale job is put back to
        // queued before it is claimed again, so retries go through here too.
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async heartbeat(id: string, counters: JobCounters, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ ...counters, heartbeatAt: now })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .execute();
    },

    async saveReport(id: string, report: Record<string, unknown>): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ report: JSON.stringify(report) })
        .where('id', '=', id)
        .execute();
    },

    /** Records how a job ended, once: a job that already ended keeps its first outcome. */
    async finish(id: string, outcome: JobOutcome, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          status: outcome.status,
          endedAt: now,
          ...(outcome.counters ?? {}),
          ...(outcome.report === undefined ? {} : { report: JSON.stringify(outcome.report) }),
          errorCode: outcome.errorCode ?? null,
          errorMessage: outcome.errorMessage ?? null,
          abortReason: outcome.abortReason ?? null,
        })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Jobs created before `cutoff` (for the retention sweep). */
    async listCreatedBefore(cutoff: Date): Promise<Pick<JobRow, 'id' | 'status'>[]> {
      return db
        .selectFrom('jobs')
        .select(['id', 'status'])
        .where('createdAt', '<', cutoff)
        .execute();
    },

    async delete(ids: string[]): Promise<number> {
      if (ids.length === 0) {
        return 0;
      }
      const result = await db.deleteFrom('jobs').where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
