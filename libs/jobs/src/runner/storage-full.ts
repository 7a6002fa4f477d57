import { JOB_STATUS_CODES } from '@sillage/shared-types';

/** Postgres's `disk_full` (SQLSTATE 53100): the database could not grow a file. */
const DATABASE_DISK_FULL = '53100';

/**
 * True for the error of a write that found the storage volume full: a file of the job
 * (ENOSPC), or the database's (Postgres's disk_full; the embedded one may say it in words only).
 */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'ENOSPC' ||
    code === DATABASE_DISK_FULL ||
    (typeof message === 'string' && message.includes('No space left on device'))
  );
}

/** The failure a job ends with when the storage filled up under it (status 5002). */
export function storageFullFailure(what: string): { status: 5002; message: string } {
  return {
    status: 5002,
    message: `${JOB_STATUS_CODES[5002].message.replace(/\.$/, '')} (${what}).`,
  };
}

/**
 * The report of a job stopped by a full storage: the last progress report, marked not done and
 * carrying the 5002 status, so report.json still says how far the job went and why it stopped.
 */
export function storageFullReport(
  jobId: string,
  last: Record<string, unknown> | undefined,
  failure: { status: number; message: string },
): Record<string, unknown> {
  const general = (last?.general ?? {}) as Record<string, unknown>;
  return {
    ...last,
    general: {
      ...general,
      'Job-ID': general['Job-ID'] ?? jobId,
      'Job-Done': false,
      status: failure.status,
      'status-message': failure.message,
    },
  };
}
