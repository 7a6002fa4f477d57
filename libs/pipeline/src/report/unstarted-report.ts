import { stopReasonKeys, type StopOutcome } from './stop-reason.js';

/**
 * The report of a job that ended before any run produced one: cancelled or cut during its
 * upload, cancelled while queued, refused while its body came in (too large, a multipart body
 * without a file, storage full), or refused by the CLI for its headers. The report page and report.json still have something to say —
 * the job is not done, why it stopped, and that nothing was read. Same sections and key names as
 * a run's report, so readers need no special case.
 */
export function unstartedReport(jobId: string, outcome: StopOutcome): Record<string, unknown> {
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
