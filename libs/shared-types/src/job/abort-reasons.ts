import { z } from 'zod';

/**
 * Why a job ended `abort`, recorded with it so that pages can tell a user's cancel from a client
 * that hung up: `cancelled` (a cancel request, `DELETE /api/jobs/{id}`), `upload-interrupted`
 * (the connection closed before the whole log was received), `client-gone` (it closed after
 * the upload, while the job ran: one request is one job, so the job stops too) and
 * `server-stopped` (the api cut it while shutting down: a restart, an update, SIGTERM).
 */
export const JOB_ABORT_REASONS = [
  'cancelled',
  'upload-interrupted',
  'client-gone',
  'server-stopped',
] as const;
export const JobAbortReasonSchema = z.enum(JOB_ABORT_REASONS);
export type JobAbortReason = z.infer<typeof JobAbortReasonSchema>;

/** The English `errorMessage` recorded with each reason (API answers and the admins' list). */
export const JOB_ABORT_MESSAGES: Record<JobAbortReason, string> = {
  cancelled: 'Cancelled by the user.',
  'upload-interrupted': 'The upload was cancelled.',
  'client-gone': 'The client went away.',
  'server-stopped': 'The server stopped while the job ran.',
};

/**
 * The `errorMessage` of a job an administrator cancelled (reason `cancelled`, `cancelledBy`
 * naming them): its owner did not, and a script logging the message must not say so.
 */
export const JOB_CANCELLED_BY_ADMIN_MESSAGE = 'Cancelled by an administrator.';

/** The `errorMessage` of a job cancelled because an administrator deleted its owner's account. */
export const JOB_OWNER_DELETED_MESSAGE = 'Cancelled: its account was deleted.';
