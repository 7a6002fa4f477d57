/**
 * How a job ended short, as its row says it (a row's status may also be any other state), or as
 * the CLI refused it: `error` with a status code, or `abort` with a JobAbortReason.
 */
export interface StopOutcome {
  status: string;
  errorCode?: number | null;
  errorMessage?: string | null;
  abortReason?: string | null;
}

/**
 * The `general` keys of a report that say why its job stopped short: a failure's status code (as
 * a run's report gives it), the message, and for an abort its JobAbortReason (a Sillage addition,
 * so a reader can tell a cancel from a cut upload). One set for a job stopped before any run, a
 * run stopped midway and the row's saved report, so the report page words them alike.
 */
export function stopReasonKeys(outcome: StopOutcome): Record<string, unknown> {
  const aborted = outcome.status === 'abort';
  const code = outcome.errorCode;
  return {
    ...(aborted || code === undefined || code === null ? {} : { status: code }),
    'status-message': outcome.errorMessage ?? (aborted ? 'Job aborted' : 'Job failed'),
    ...(aborted ? { 'abort-reason': outcome.abortReason ?? null } : {}),
  };
}
