import type { JobsRepository } from '@sillage/db';

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

/** What the restart route needs to know about running work. */
export interface JobActivity {
  /** How many jobs are being processed right now, on any worker. */
  countRunningJobs(): Promise<number>;
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

/** Counts `running` rows of the `jobs` table. */
export function createDatabaseJobActivity(jobs: JobsRepository): JobActivity {
  return {
    async countRunningJobs() {
      return (await jobs.list({ status: ['running'] })).length;
    },
  };
}
