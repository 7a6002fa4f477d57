import { z } from 'zod';
import { PkbStatusSchema } from './status.contract.js';

/** One trace line. Live lines carry `timestamp`; lines read from job-traces.log carry `date`. */
export const LogEntrySchema = z.object({
  level: z.string(),
  message: z.string(),
  date: z.string().optional(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

const LiveLogEntrySchema = z
  .union([
    z.string().transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'logging is not JSON' });
        return z.NEVER;
      }
    }),
    z.record(z.string(), z.unknown()),
  ])
  .pipe(
    z
      .looseObject({
        level: z.string(),
        message: z.string(),
        timestamp: z.string().optional(),
        date: z.string().optional(),
      })
      .transform(({ level, message, timestamp, date }) => ({
        level,
        message,
        ...((date ?? timestamp) ? { date: date ?? timestamp } : {}),
      })),
  );

/** A job report: groups (`general`, `rejets`, `stats`…) of key → value. */
export const JobReportSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type JobReport = z.infer<typeof JobReportSchema>;

/** Every message the server pushes on `/ws`, as `{ type, data }`. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    data: z.union([z.string(), z.object({ socketId: z.string() }).transform((d) => d.socketId)]),
  }),
  z.object({ type: z.literal('report'), data: JobReportSchema }),
  z.object({ type: z.literal('logging'), data: LiveLogEntrySchema }),
  z.object({ type: z.literal('headers'), data: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('castor:update'), data: PkbStatusSchema }),
  z.object({ type: z.literal('jobs'), data: z.array(z.string()) }),
  z.object({ type: z.literal('update-logs'), data: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
