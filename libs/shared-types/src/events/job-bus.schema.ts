import { z } from 'zod';
import { JobStateSchema, TraceEntrySchema } from './live-events.schema.js';

const JobAddress = {
  jobId: z.string(),
  ownerId: z.string().nullable(),
  socketId: z.string().nullable(),
};

/**
 * Events between server processes about jobs (worker → every api through Postgres NOTIFY, or an
 * in-process bus in the embedded mode). Kept small: a `report` event without `report` means
 * "read it from the job's row".
 */
export const JobBusEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('status'),
    ...JobAddress,
    status: JobStateSchema,
    code: z.number().int().optional(),
    message: z.string().optional(),
  }),
  z.object({
    type: z.literal('report'),
    ...JobAddress,
    report: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ type: z.literal('logging'), ...JobAddress, entries: z.array(TraceEntrySchema) }),
  z.object({
    type: z.literal('headers'),
    ...JobAddress,
    headers: z.record(z.string(), z.string()),
  }),
  /** Asks whichever worker runs the job to stop it now. */
  z.object({ type: z.literal('cancel'), jobId: z.string() }),
  /**
   * A queue message was sent for the job: idle workers of every process look for it now rather
   * than at their next poll (which stays the fallback when this event is lost).
   */
  z.object({ type: z.literal('enqueued'), jobId: z.string() }),
]);
export type JobBusEvent = z.infer<typeof JobBusEventSchema>;
