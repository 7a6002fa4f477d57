import { z } from 'zod';
import { JobSummarySchema } from './jobs.schema.js';

/** One job of `GET /api/jobs/mine`: the admin list's summary, plus what its owner looks for. */
export const MyJobSchema = JobSummarySchema.extend({
  /** Names of the uploaded files, in processing order (empty for lines pasted or sent raw). */
  files: z.array(z.string()),
  /** When the retention sweep may remove the job and its files (creation + retention). */
  expiresAt: z.string(),
});
export type MyJob = z.infer<typeof MyJobSchema>;

/** `GET /api/jobs/mine`: the signed-in user's jobs, newest first, and how long they are kept. */
export const MyJobsSchema = z.object({
  retentionHours: z.number(),
  jobs: z.array(MyJobSchema),
});
export type MyJobs = z.infer<typeof MyJobsSchema>;
