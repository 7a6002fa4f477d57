import type { JobRow, RateLimitsRepository } from '@sillage/db';
import { HttpError } from '../../errors/http-error.js';

/**
 * Settings key that marks a job started without credentials (SILLAGE_ANONYMOUS_JOBS). Kept in
 * the job's stored settings beside the base URL; the `x-sillage-` prefix is never taken from a
 * client's headers, so no request can mark its own job anonymous. A job whose owner account was
 * deleted also has no owner, but not this mark: it stays private.
 */
export const ANONYMOUS_JOB_KEY = 'x-sillage-anonymous';

/** True for a job that was started without credentials. */
export function isAnonymousJob(row: Pick<JobRow, 'ownerId' | 'settings'>): boolean {
  return row.ownerId === null && row.settings[ANONYMOUS_JOB_KEY] === 'true';
}

const WINDOW_MS = 60_000;

/**
 * Counts the jobs each client address starts without credentials, over a fixed one-minute
 * window kept in the database (shared by every api process); past `perMinute`, a 429 with
 * Retry-After. Jobs with credentials are never counted.
 */
export function createAnonymousJobLimiter(
  counters: RateLimitsRepository,
  perMinute: number,
  now: () => Date,
) {
  return {
    async admit(address: string): Promise<void> {
      const at = now();
      const window = await counters.hit(`anonymous-jobs:${address}`, WINDOW_MS, at);
      if (window.hits > perMinute) {
        const retryAfter = Math.max(1, Math.ceil((window.endsAt.getTime() - at.getTime()) / 1000));
        throw new HttpError(429, 'RATE_LIMITED', 'tooManyAnonymousJobs', {
          'Retry-After': String(retryAfter),
        });
      }
    },
  };
}

export type AnonymousJobLimiter = ReturnType<typeof createAnonymousJobLimiter>;
