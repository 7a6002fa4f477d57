import type { JobsRepository } from '@sillage/db';
import { IN_PROGRESS_JOB_STATES } from '@sillage/shared-types';

/** A job's report as other modules may read it. */
export interface JobReportRecord {
  ownerId: string | null;
  report: Record<string, unknown> | null;
}

/**
 * Where finished jobs' reports are read from. The jobs module may provide its own (reading the
 * report file); the default reads the `jobs.report` column.
 */
export interface JobReportSource {
  /** The job's owner and report, or undefined when no such job exists. */
  findJobReport(jobId: string): Promise<JobReportRecord | undefined>;
}

/** What the restart and update routes need to know about work in progress. */
export interface JobActivity {
  /** How many jobs are in progress (being uploaded, queued or processed), on any process. */
  countJobsInProgress(): Promise<number>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads reports from the `jobs.report` column. */
export function createDatabaseJobReportSource(jobs: JobsRepository): JobReportSource {
  return {
    async findJobReport(jobId) {
      if (!UUID.test(jobId)) {
        return undefined;
      }
      const job = await jobs.findById(jobId);
      return job === undefined ? undefined : { ownerId: job.ownerId, report: job.report };
    },
  };
}

/** Counts the `jobs` rows in progress: a restart would cut their upload or their client. */
export function createDatabaseJobActivity(jobs: JobsRepository): JobActivity {
  return {
    async countJobsInProgress() {
      return (await jobs.list({ status: [...IN_PROGRESS_JOB_STATES] })).length;
    },
  };
}
