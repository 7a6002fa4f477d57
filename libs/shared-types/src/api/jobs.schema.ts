import { z } from 'zod';
import { JobStateSchema } from '../events/live-events.schema.js';
import { JobAbortReasonSchema } from '../job/abort-reasons.js';
import { JobFailureReasonSchema } from '../job/failure-reasons.js';
import { ReportNoticeSchema } from '../job/report-notices.schema.js';

/** One job as `GET /api/jobs[/{user}]` lists it (the reference's treatment, plus counters). */
export const JobSummarySchema = z.object({
  jobId: z.string(),
  userId: z.string().nullable(),
  /**
   * The owner's e-mail, in the admins' list (`GET /api/jobs`) only, so they can recognise and
   * search people rather than ids; null for anonymous jobs and deleted accounts.
   */
  userEmail: z.string().nullable().optional(),
  /**
   * In the admins' list only: the job's account was deleted since (it had an owner, now unknown),
   * which an anonymous job (SILLAGE_ANONYMOUS_JOBS) never had.
   */
  ownerDeleted: z.boolean().optional(),
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
  /**
   * Sillage: which case of its code a failed job's failure is, when the remedy differs (a 4003
   * on binary data); null otherwise, absent from servers that predate it.
   */
  errorReason: JobFailureReasonSchema.nullable().optional(),
  /** Why an `abort` job stopped; null for other states and for aborts recorded without one. */
  abortReason: JobAbortReasonSchema.nullable(),
  /**
   * Who cancelled an `abort` job (its owner or an admin): their account (null once deleted) and
   * their e-mail as it was then; null when no signed-in user cancelled it.
   */
  cancelledBy: z.object({ userId: z.string().nullable(), email: z.string() }).nullable(),
  /**
   * Whether a result file is stored (`GET /{jobId}` serves it, ezMESURE can be sent it). A job
   * sent with `POST /` streams its result back to the sender and keeps none, as the reference.
   */
  resultKept: z.boolean(),
  /**
   * Sillage: whether the job ran with `COUNTER-Mode: r51` and so has COUNTER tables (the
   * COUNTER view of a job without them only says so); absent from servers that predate it.
   */
  counted: z.boolean().optional(),
  /**
   * Sillage: whole percent of a running job's inputs read, from its last live report (ADR 0092);
   * null when the job is not running or its inputs' size is unknown.
   */
  readPercent: z.number().int().min(0).max(100).nullable().optional(),
  /**
   * Sillage: a `queued` job whose files are still coming in (a browser's upload): it waits for
   * its body, not for a worker. Absent from servers that predate it.
   */
  uploading: z.boolean().optional(),
  /**
   * Sillage: the report's notices that say a completed job's result lacks lines of its log
   * (`OUTCOME_NOTICE_CODES`: no date read with its Date-Format); empty for other jobs, absent
   * from servers that predate it.
   */
  outcomeNotices: z.array(ReportNoticeSchema).optional(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;
export const JobSummaryListSchema = z.array(JobSummarySchema);

/** `GET /api/jobs?user=` (admins): one user's jobs, by id or e-mail. */
export const JobsQuerySchema = z.object({ user: z.string().min(1).optional() });

/**
 * `GET /api/admin/jobs?socket=`: ids of the jobs in progress (IN_PROGRESS_JOB_STATES, uploads
 * included); the socket then receives `jobs` updates.
 */
export const RunningJobsQuerySchema = z.object({ socket: z.string().min(1).optional() });
export const RunningJobsSchema = z.array(z.string());

/** Longest `?filename=` of a result download, in characters (the extension is added to it). */
export const MAX_RESULT_FILENAME_CHARS = 200;

/**
 * `GET /{jobId}?filename=name`: the result is downloaded as `name.<ext>`. Any name a person
 * would give (spaces, accents, apostrophes) is taken; control characters, path separators and
 * double quotes are refused, so the name can never split or bend the header it goes into, and so
 * are the bidirectional controls that would show `abc\u202Efdp.exe.csv` as `abcvsc.exe.pdf`. An
 * empty name means the default one.
 */
export const ResultDownloadQuerySchema = z.object({
  filename: z
    .string()
    .max(MAX_RESULT_FILENAME_CHARS)
    .regex(
      /^[^\p{Cc}/\\"\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]*$/u,
      'must not hold control or text-direction characters, / \\ or "',
    )
    .optional(),
});

/** `DELETE /api/jobs/{jobId}` answer: the job's status after the cancel. */
export const CancelJobResponseSchema = z.object({ jobId: z.string(), status: JobStateSchema });

/** `DELETE /api/jobs/{jobId}/data` answer: the ended job whose files, report and row are gone. */
export const DeleteJobDataResponseSchema = z.object({
  jobId: z.string(),
  deleted: z.literal(true),
});

/** An ezMESURE index name as its server takes it (the browser checks it before sending). */
const EZMESURE_INDEX_NAME = /^[a-z0-9][a-z0-9._-]*$/;

export function isEzmesureIndexName(name: string): boolean {
  return EZMESURE_INDEX_NAME.test(name);
}

/** `POST /api/ezmesure/{jobId}` body (reference fields `indice`, `instanceId` and `options.token`). */
export const EzmesureUploadSchema = z.object({
  indice: z.string().regex(EZMESURE_INDEX_NAME, 'must be a lower-case index name'),
  /** One of `GET /api/ezmesure/instances.json`; absent = the first configured instance. */
  instanceId: z.string().min(1).optional(),
  options: z.object({ token: z.string().min(1).optional() }).optional(),
});
export type EzmesureUpload = z.infer<typeof EzmesureUploadSchema>;

/** One ezMESURE instance of `GET /api/ezmesure/instances.json` (never its token). */
export const EzmesureInstanceSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Where the browser reads the instance's indices and links to the token page. */
  baseUrl: z.string(),
});
export type EzmesureInstance = z.infer<typeof EzmesureInstanceSchema>;
export const EzmesureInstanceListSchema = z.array(EzmesureInstanceSchema);

/** What ezMESURE answers about loaded events (relayed by `POST /api/ezmesure/{jobId}`). */
export const EzmesureResultSchema = z.looseObject({
  inserted: z.coerce.number().default(0),
  updated: z.coerce.number().default(0),
  failed: z.coerce.number().default(0),
  errors: z.array(z.unknown()).default([]),
});
export type EzmesureResult = z.infer<typeof EzmesureResultSchema>;

/** ezMESURE's `GET {base}/api/logs` answer, read by the browser for index suggestions. */
export const EzmesureIndicesSchema = z.looseObject({
  indices: z.record(z.string(), z.unknown()).default({}),
});
