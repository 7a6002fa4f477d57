import type { JobRow } from '@sillage/db';

/**
 * The report of a run stopped while it ran (cancelled, cut by a client gone or a server
 * stopping, or failed by the api while its body came in: an upload over the limit), from the
 * report the run got to: its figures stay, and its `general` says why it stopped with the same
 * keys as a job stopped before any run (`unstartedReport`), so the report page words both alike.
 * A report without a `general` section is left as it is.
 */
export function stoppedRunReport(
  report: Record<string, unknown>,
  ended: Pick<JobRow, 'status' | 'errorCode' | 'errorMessage' | 'abortReason'>,
): Record<string, unknown> {
  const general = report.general;
  if (typeof general !== 'object' || general === null) {
    return report;
  }
  const aborted = ended.status === 'abort';
  return {
    ...report,
    general: {
      ...general,
      // A run that had finished when the cancel landed leaves no result: the job is not done.
      'Job-Done': false,
      ...(aborted ? {} : { status: ended.errorCode }),
      'status-message': ended.errorMessage ?? (aborted ? 'Job aborted' : 'Job failed'),
      // Sillage addition: the JobAbortReason, so a reader can tell a cancel from a cut.
      ...(aborted ? { 'abort-reason': ended.abortReason ?? null } : {}),
    },
  };
}
