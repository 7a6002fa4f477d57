import type { JobFailureReason } from './failure-reasons.js';
import { JOB_STATUS_CODES, type JobFailure, type JobStatusCode } from './status-codes.js';

/**
 * Builds a JobFailure with the given code and a specific message (the code's own by default),
 * and the case of the code it is when its remedy differs.
 */
export function createJobFailure(
  status: JobStatusCode,
  message?: string,
  reason?: JobFailureReason,
): JobFailure {
  return {
    status,
    message: message ?? JOB_STATUS_CODES[status].message,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** Result of a validation that may end with a reference status code. */
export type Validated<T> = { ok: true; value: T } | { ok: false; failure: JobFailure };

/** A successful Validated result. */
export function succeed<T>(value: T): Validated<T> {
  return { ok: true, value };
}

/** A failed Validated result. */
export function fail(status: JobStatusCode, message?: string): { ok: false; failure: JobFailure } {
  return { ok: false, failure: createJobFailure(status, message) };
}
