import { z } from 'zod';

/**
 * Sillage: why a failed job failed, where its reference status code covers several cases that
 * call for different remedies. `binary-input`: a 4003 whose lines were mostly binary data (an
 * archive, a document, a picture, or text in another charset than declared), which no log format
 * can read, so the format assistant is no answer. Sent beside the code (error body `reason`,
 * report `general.status-reason`, job lists `errorReason`); the code stays the reference's.
 */
export const JOB_FAILURE_REASONS = ['binary-input'] as const;
export const JobFailureReasonSchema = z.enum(JOB_FAILURE_REASONS);
export type JobFailureReason = z.infer<typeof JobFailureReasonSchema>;

/** The report key that carries a failure's reason (a Sillage addition to `general`). */
export const STATUS_REASON_KEY = 'status-reason';

/** A failure reason read from a report's `general` group; null when it has none we know. */
export function readStatusReason(general: unknown): JobFailureReason | null {
  if (typeof general !== 'object' || general === null) {
    return null;
  }
  const value = (general as Record<string, unknown>)[STATUS_REASON_KEY];
  return JobFailureReasonSchema.safeParse(value).data ?? null;
}
