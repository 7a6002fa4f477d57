/**
 * The report of a run stopped while it ran (cancelled, or cut by a client gone or a server
 * stopping), from the report the run got to: its figures stay, and its `general` says why it
 * stopped with the same keys as a job stopped before any run (`unstartedAbortReport`), so
 * the report page words both alike. A report without a `general` section is left as it is.
 */
export function stoppedRunReport(
  report: Record<string, unknown>,
  message: string | null | undefined,
  reason: string | null | undefined,
): Record<string, unknown> {
  const general = report.general;
  if (typeof general !== 'object' || general === null) {
    return report;
  }
  return {
    ...report,
    general: {
      ...general,
      // A run that had finished when the cancel landed leaves no result: the job is not done.
      'Job-Done': false,
      'status-message': message ?? 'Job aborted',
      // Sillage addition: the JobAbortReason, so a reader can tell a cancel from a cut.
      'abort-reason': reason ?? null,
    },
  };
}
