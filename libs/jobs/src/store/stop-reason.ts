import type { FinalOutcome } from './job-store.js';

/** How a job ended short, as its row says it (a row's status may also be any other state). */
export type StopOutcome = Pick<FinalOutcome, 'errorCode' | 'errorMessage' | 'abortReason'> & {
  status: string;
};

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
