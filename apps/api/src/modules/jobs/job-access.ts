import type { JobRow } from '@sillage/db';
import { notFound } from '../../errors/http-error.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import type { JobRuntime } from './job-runtime.plugin.js';

/** True when `user` may see the job: its owner, or an admin. */
export function canAccessJob(user: AuthUser, row: Pick<JobRow, 'ownerId'>): boolean {
  return user.group === 'admin' || (row.ownerId !== null && row.ownerId === user.id);
}

/** The job row when `user` may see it; a 404 otherwise (a job of someone else does not exist). */
export async function findAccessibleJob(
  runtime: JobRuntime,
  user: AuthUser,
  jobId: string,
): Promise<JobRow> {
  const row = await runtime.store.findById(jobId);
  if (row === undefined || !canAccessJob(user, row)) {
    throw notFound('jobNotFound');
  }
  return row;
}
