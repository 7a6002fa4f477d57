/**
 * The report of a job stopped before any run produced one (cancelled or cut during its upload,
 * or cancelled while queued): the report page and report.json still have something to say —
 * the job is not done, why it stopped, and that nothing was read. Same sections and key names as
 * a run's report, so readers need no special case.
 */
export function unstartedAbortReport(
  jobId: string,
  message: string | null | undefined,
  reason: string | null | undefined,
): Record<string, unknown> {
  return {
    general: {
      'Job-ID': jobId,
      'Job-Done': false,
      'nb-ecs': 0,
      'nb-denied-ecs': 0,
      'nb-lines-input': 0,
      'status-message': message ?? 'Job aborted',
      // Sillage addition: the JobAbortReason, so a reader can tell a cancel from a cut upload.
      'abort-reason': reason ?? null,
    },
    rejets: {},
    stats: {},
    alerts: {},
    dedoublonnage: {},
  };
}
