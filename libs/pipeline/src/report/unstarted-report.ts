import type { JobSettings } from '@sillage/shared-types';
import { ReportState, type JobInfo, type PipelineVersions } from './report-state.js';
import { stopReasonKeys, type StopOutcome } from './stop-reason.js';

/** What is known of a job that never ran: the settings it was accepted with, its identity. */
export interface UnstartedJob {
  settings: JobSettings;
  job: Omit<JobInfo, 'id'>;
  versions: PipelineVersions;
}

/**
 * The report of a job that ended before any run produced one: cancelled or cut during its
 * upload, cancelled while queued, refused while its body came in (too large, a multipart body
 * without a file, storage full), or refused by the CLI for its headers. The report page and
 * report.json still have something to say — the job is not done, why it stopped, and that nothing
 * was read. When its settings are known (they passed), the report is the one a run would have
 * started with, every key of every section (the reference builds it when the job begins, and
 * scripts read `rejets['nb-lines-ignored']` or `general['URL-Report']` whatever the outcome);
 * else the sections and the keys that can be told.
 */
export function unstartedReport(
  jobId: string,
  outcome: StopOutcome,
  known?: UnstartedJob,
): Record<string, unknown> {
  if (known !== undefined) {
    const report = new ReportState(
      known.settings,
      { ...known.job, id: jobId },
      known.versions,
    ).build();
    return { ...report, general: { ...report.general, ...stopReasonKeys(outcome) } };
  }
  return {
    general: {
      'Job-ID': jobId,
      'Job-Done': false,
      'nb-ecs': 0,
      'nb-denied-ecs': 0,
      'nb-lines-input': 0,
      ...stopReasonKeys(outcome),
    },
    rejets: {},
    stats: {},
    alerts: {},
    dedoublonnage: {},
  };
}
