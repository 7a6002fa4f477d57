import { stopReasonKeys, type StopOutcome } from '@sillage/pipeline';

/**
 * The report of a run stopped while it ran (cancelled, cut by a client gone or a server
 * stopping, or failed by the api while its body came in: an upload over the limit), from the
 * report the run got to: its figures stay, and its `general` says why it stopped with the same
 * keys as a job stopped before any run (`unstartedReport`). A report without a `general` section
 * is left as it is.
 */
export function stoppedRunReport(
  report: Record<string, unknown>,
  ended: StopOutcome,
): Record<string, unknown> {
  const general = report.general;
  if (typeof general !== 'object' || general === null) {
    return report;
  }
  return {
    ...report,
    // A run that had finished when the cancel landed leaves no result: the job is not done.
    general: { ...general, 'Job-Done': false, ...stopReasonKeys(ended) },
  };
}
