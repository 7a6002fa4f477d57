import { z } from 'zod';
import { JobStateSchema } from '../events/live-events.schema.js';

/** One job as `GET /api/jobs[/{user}]` lists it (the reference's treatment, plus counters). */
export const JobSummarySchema = z.object({
  jobId: z.string(),
  userId: z.string().nullable(),
  status: JobStateSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  attempts: z.number().int(),
  linesInput: z.number().int(),
  events: z.number().int(),
  deniedEvents: z.number().int(),
  rejectedLines: z.number().int(),
  /** Reference status code (4003, 5000…) of a failed job. */
  errorCode: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;
export const JobSummaryListSchema = z.array(JobSummarySchema);

/** `GET /api/jobs?user=` (admins): one user's jobs, by id or e-mail. */
export const JobsQuerySchema = z.object({ user: z.string().min(1).optional() });

/** `GET /api/admin/jobs?socket=`: ids of running jobs; the socket then receives `jobs` updates. */
export const RunningJobsQuerySchema = z.object({ socket: z.string().min(1).optional() });
export const RunningJobsSchema = z.array(z.string());

/** `DELETE /api/jobs/{jobId}` answer: the job's status after the cancel. */
export const CancelJobResponseSchema = z.object({ jobId: z.string(), status: JobStateSchema });

/** `POST /api/ezmesure/{jobId}` body (reference fields `indice` and `options.token`). */
export const EzmesureUploadSchema = z.object({
  indice: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be a lower-case index name'),
  options: z.object({ token: z.string().min(1).optional() }).optional(),
});
export type EzmesureUpload = z.infer<typeof EzmesureUploadSchema>;
