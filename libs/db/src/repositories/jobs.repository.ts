import type { Kysely } from 'kysely';
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

/**
 * Creates, reads and deletes `jobs` rows (one per processing run). A row's transitions, from
 * upload to outcome, are the job store's (`@sillage/jobs`), each conditional on who holds it.
 */
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
