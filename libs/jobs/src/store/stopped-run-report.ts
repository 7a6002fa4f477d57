import type { JobRow } from '@sillage/db';
import { stopReasonKeys, unstartedReport, type StopOutcome } from '@sillage/pipeline';
import { unstartedJobOfRow } from './unstarted-job.js';

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
  // How far a running job had read: a stopped one reads no more (ADR 0092).
  const {
    'input-bytes-read': _read,
    'input-bytes-total': _total,
    ...kept
  } = general as Record<string, unknown>;
  return {
    ...report,
    // A run that had finished when the cancel landed leaves no result: the job is not done.
    general: { ...kept, 'Job-Done': false, ...stopReasonKeys(ended) },
  };
}

/**
 * The report of a job the stale check ended (its worker or its upload fell silent): the last one
 * its run saved, saying why it stopped, or, when none was saved, that of a job stopped before
 * any run, with every key a run starts with when `appVersion` is given and its settings pass.
 */
export function staleJobReport(row: JobRow, appVersion?: string): Record<string, unknown> {
  if (row.report !== null) {
    return stoppedRunReport(row.report, row);
  }
  const known = appVersion === undefined ? undefined : unstartedJobOfRow(row, appVersion);
  return unstartedReport(row.id, row, known);
}
