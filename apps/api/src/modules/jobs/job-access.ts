import type { FastifyInstance } from 'fastify';
import type { JobRow } from '@sillage/db';
import { notFound } from '../../errors/http-error.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { isAnonymousJob } from './anonymous-jobs.js';
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

/**
 * The job behind a by-id route of the protocol (result, report, traces, reject files): its
 * owner's and admins', as everywhere, and, while SILLAGE_ANONYMOUS_JOBS is on, anyone's for a
 * job started without credentials (its id is then its only key, as in the reference).
 */
export async function findJobById(
  runtime: JobRuntime,
  user: AuthUser | null,
  jobId: string,
  anonymousJobs: boolean,
): Promise<JobRow> {
  const row = await runtime.store.findById(jobId);
  if (
    row === undefined ||
    !((user !== null && canAccessJob(user, row)) || (anonymousJobs && isAnonymousJob(row)))
  ) {
    throw notFound('jobNotFound');
  }
  return row;
}

/**
 * The credentials hook of the job routes: with anonymous jobs on, a request may come without
 * credentials (wrong ones are still a 401); otherwise credentials are required.
 */
export function jobRouteAuth(app: FastifyInstance, anonymousJobs: boolean) {
  return anonymousJobs ? app.identify : app.authenticate;
}
