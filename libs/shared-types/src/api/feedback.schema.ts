import { z } from 'zod';

/** `POST /api/feedback` body (reference names). `jobID` attaches that job's report. */
export const FeedbackBodySchema = z.object({
  mail: z.string().trim().pipe(z.email()),
  comment: z.string().trim().min(1).max(20_000),
  // One line: the mail quotes it among the lines that say who wrote, which it must not forge.
  browser: z
    .string()
    .max(1000)
    .regex(/^[^\r\n]*$/, 'browser must be one line')
    .nullish(),
  jobID: z.string().max(100).nullish(),
});
export type FeedbackBody = z.infer<typeof FeedbackBodySchema>;

/** `GET /api/feedback/status`: 200 with the recipients when mail is configured (else 501). */
export const FeedbackStatusSchema = z.object({ recipients: z.array(z.string()) });
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

/** `POST /api/feedback/freshinstall` body: announces a new instance to the feedback recipients. */
export const FreshInstallBodySchema = z.object({ mail: z.string().trim().pipe(z.email()) });
export type FreshInstallBody = z.infer<typeof FreshInstallBodySchema>;
