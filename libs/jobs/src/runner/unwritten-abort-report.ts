import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TraceEntry } from '@sillage/shared-types';

/** The alert a report carries when its report.json could not be written. */
export const REPORT_FILE_ALERT = 'alert-report-file';

/** What telling an unwritten report.json needs from the run. */
export interface UnwrittenReportContext {
  jobDir: string;
  log: (level: 'info' | 'error', message: string) => void;
  /** Hands a trace entry to the job's live feed. */
  trace: (entry: TraceEntry) => void;
  now: () => Date;
}

/**
 * Tells that report.json could not be (re)written for a job that ends aborted — a cancel is the
 * user's decision, so a file failing does not turn it into an error. The failure goes to the
 * worker log and the job's traces, and the returned report carries it as an alert for the row,
 * whose copy the api serves once the stale report.json (which may say the job is done) is gone.
 * Every step is best effort: the volume that refused the report may refuse these too.
 */
export async function tellUnwrittenReport(
  context: UnwrittenReportContext,
  jobId: string,
  report: Record<string, unknown>,
  error: unknown,
): Promise<Record<string, unknown>> {
  const message = `report.json not written: ${String(error)}`;
  context.log('error', `job ${jobId}: ${message}`);
  const entry: TraceEntry = { timestamp: context.now().toISOString(), level: 'error', message };
  await appendFile(
    path.join(context.jobDir, 'job-traces.log'),
    `${entry.timestamp} ${entry.level}: ${entry.message}\n`,
  ).catch(() => undefined);
  context.trace(entry);
  const reportFile = path.join(context.jobDir, 'report.json');
  await Promise.all([
    rm(reportFile, { force: true }),
    rm(`${reportFile}.partial`, { force: true }),
  ]).catch((removal: unknown) => {
    context.log('error', `job ${jobId}: stale report.json not removed: ${String(removal)}`);
  });
  // A run stopped before it began has no report: the row keeps its last one, untouched.
  if (Object.keys(report).length === 0) {
    return report;
  }
  const alerts = typeof report.alerts === 'object' && report.alerts !== null ? report.alerts : {};
  return { ...report, alerts: { ...alerts, [REPORT_FILE_ALERT]: message } };
}
