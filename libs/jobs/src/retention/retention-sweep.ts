import { IN_PROGRESS_JOB_STATES, type JobState } from '@sillage/shared-types';
import type { JobStorage } from '../storage/job-storage.js';
import type { JobStore } from '../store/job-store.js';

export interface RetentionOptions {
  store: JobStore;
  storage: JobStorage;
  /** How long a job's files and row are kept after it was created. */
  retentionMs: number;
  /** Network-enrichment answers, whose expired rows go with each sweep. */
  enrichmentCache?: { deleteExpired(now: Date): Promise<number> };
  now?: () => Date;
}

/**
 * When retention removes a job: its retention counted from its end (from its creation for an
 * ended row without an end time), the rule of the sweep's `listExpired`, so what a page announces
 * is what happens. A job still in progress is never removed and will end no sooner than `now`:
 * its retention runs at the earliest from now.
 */
export function jobExpiresAt(
  job: { status: JobState; createdAt: Date; endedAt: Date | null },
  retentionMs: number,
  now: Date,
): Date {
  const isInProgress = (IN_PROGRESS_JOB_STATES as readonly JobState[]).includes(job.status);
  const from = job.endedAt ?? (isInProgress ? now : job.createdAt);
  return new Date(from.getTime() + retentionMs);
}

/**
 * Deletes ended jobs older than the retention (row and folder), and job folders without a row
 * that have not changed for as long (left by a crash or a deleted row), and expired enrichment
 * answers. Running and queued jobs are never touched. Resolves with the number of folders removed.
 */
export async function sweepExpiredJobs(options: RetentionOptions): Promise<number> {
  const { store, storage } = options;
  const now = options.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - options.retentionMs);
  await options.enrichmentCache?.deleteExpired(now);
  const expired = await store.listExpired(cutoff);
  for (const jobId of expired) {
    await storage.removeJob(jobId);
  }
  await store.delete(expired);
  let removed = expired.length;
  for (const jobId of await storage.listJobIds()) {
    const modifiedAt = await storage.jobDirModifiedAt(jobId);
    if (
      modifiedAt !== undefined &&
      modifiedAt < cutoff &&
      (await store.findById(jobId)) === undefined
    ) {
      await storage.removeJob(jobId);
      removed += 1;
    }
  }
  return removed;
}

/** Runs the sweep now and then every `intervalMs`; the returned function stops it. */
export function startRetentionSweep(
  options: RetentionOptions & { intervalMs: number; onError?: (error: unknown) => void },
): () => void {
  let running = false;
  const sweep = () => {
    if (running) {
      return;
    }
    running = true;
    sweepExpiredJobs(options)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
