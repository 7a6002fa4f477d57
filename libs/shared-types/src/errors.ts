import { z } from 'zod';
import { JobFailureReasonSchema } from './job/failure-reasons.js';

/**
 * Stable error codes shared by api, worker, CLI and the web app (which maps each to the
 * react-intl id `errors.<CODE>`). Append only; never rename.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'GONE',
  'NOT_IMPLEMENTED',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One field-level problem of a rejected request (`path` is e.g. `body.userid`). */
export const ApiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

/**
 * Body of every error response. `statusCode`, `error` (the HTTP reason phrase), `code` and
 * `message` are the fields the reference sent, so existing clients keep reading them: `code` is
 * the numeric ezPAARSE status (4003, 4012…) when the error has one, otherwise the HTTP status;
 * `message` is then that status's reference message, else a stable reference key
 * (`cannotDeleteYourself`, `already_exists`, …) when the reference client shows one. `kind` is
 * our symbolic code, which the web app translates; `detail` is our explanation of this very
 * case (which header, which value) when it says more than `message`.
 */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.number().int(),
  message: z.string(),
  kind: ErrorCodeSchema,
  detail: z.string().optional(),
  /** Sillage: which case of a job status code `code` is (JOB_FAILURE_REASONS), when known. */
  reason: JobFailureReasonSchema.optional(),
  issues: z.array(ApiErrorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
