import type { FinalOutcome } from './job-store.js';

/**
 * The report of a job that ended before any run produced one: cancelled or cut during its
 * upload, cancelled while queued, or refused while its body came in (too large, a multipart body
 * without a file, storage full). The report page and report.json still have something to say —
 * the job is not done, why it stopped, and that nothing was read. Same sections and key names as
 * a run's report, so readers need no special case.
 */
export function unstartedReport(
  jobId: string,
  outcome: Pick<FinalOutcome, 'status' | 'errorCode' | 'errorMessage' | 'abortReason'>,
): Record<string, unknown> {
  const aborted = outcome.status === 'abort';
  return {
    general: {
      'Job-ID': jobId,
      'Job-Done': false,
      'nb-ecs': 0,
      'nb-denied-ecs': 0,
      'nb-lines-input': 0,
      // A failure carries its status code, as a run's report does (`general.status`).
      ...(aborted || outcome.errorCode === undefined || outcome.errorCode === null
        ? {}
        : { status: outcome.errorCode }),
      'status-message': outcome.errorMessage ?? (aborted ? 'Job aborted' : 'Job failed'),
      // Sillage addition: the JobAbortReason, so a reader can tell a cancel from a cut upload.
      ...(aborted ? { 'abort-reason': outcome.abortReason ?? null } : {}),
    },
    rejets: {},
    stats: {},
    alerts: {},
    dedoublonnage: {},
  };
}
