import { z } from 'zod';
import { PlatformsCatalogStatusSchema } from '../api/platforms-catalog.schema.js';

/**
 * Close code of a websocket whose session ended or changed (sign-out, a password change that
 * renews the session, a deleted account): the page reconnects at once, under its session as it
 * is now, instead of taking it for a server gone.
 */
export const SOCKET_RIGHTS_WITHDRAWN = 4401;

/** Lifecycle of a job as the database records it. */
export const JOB_STATES = ['queued', 'running', 'completed', 'error', 'abort'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

/**
 * States of a job in progress: `queued` (its body still arriving, or waiting for a worker) and
 * `running`. The reference counted a job as running from its request's first byte; admins see
 * these as "In process", and a restart without force waits for them.
 */
export const IN_PROGRESS_JOB_STATES = ['queued', 'running'] as const satisfies readonly JobState[];

/** One trace line of a job (the reference's `logging` payload, as an object). */
export const TraceEntrySchema = z.object({
  level: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type TraceEntry = z.infer<typeof TraceEntrySchema>;

/** PKB synchronisation progress (reference `castor:update`). */
export const CastorStateSchema = z.object({
  state: z.enum(['idle', 'synchronizing', 'synchronized', 'unavailable']),
  remaining: z.number().int().nonnegative(),
  /** Files being loaded now (name, bytes, `<platform>/<name>` label; never a server path). */
  synchronizing: z.array(
    z.object({ name: z.string(), size: z.number().optional(), location: z.string().optional() }),
  ),
  /**
   * Files the last sync could not load (name, `<platform>/<name>` label; the reason is in the
   * server's log), so admins learn that "synchronized" left some out. Absent when none.
   */
  failed: z.array(z.object({ name: z.string(), location: z.string() })).optional(),
  /**
   * Synchronized: how many knowledge-base files are in use. 0 says that events are enriched from
   * none (no pack brings one and none was uploaded), which "synchronized" alone hid.
   */
  files: z.number().int().nonnegative().optional(),
});
export type CastorState = z.infer<typeof CastorStateSchema>;

/**
 * Every message the server sends on the `/ws` websocket: `{ type, data }` (the reference's
 * socket.io event name and payload), plus `jobId` on job messages. Job messages reach only the
 * socket named in the job's `Socket-ID`, and only when that socket belongs to the job's owner or
 * an admin. Clients ignore types they do not know.
 */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  /** First message of every connection: the id to send back as `Socket-ID`. */
  z.object({ type: z.literal('connected'), data: z.string() }),
  /** The job's response headers (Job-ID, Job-Report, Lines-*, Denied-ECs…), once accepted. */
  z.object({
    type: z.literal('headers'),
    jobId: z.string(),
    data: z.record(z.string(), z.string()),
  }),
  /** The whole job report, at most once a second while the job runs, then once at the end. */
  z.object({
    type: z.literal('report'),
    jobId: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  /** One trace line of the job. */
  z.object({ type: z.literal('logging'), jobId: z.string(), data: TraceEntrySchema }),
  /** Status change of the job; `completed`, `error` and `abort` are final. */
  z.object({
    type: z.literal('job:status'),
    jobId: z.string(),
    data: z.object({
      status: JobStateSchema,
      /** Reference status code (4003, 5000…) when the job failed. */
      code: z.number().int().optional(),
      message: z.string().optional(),
    }),
  }),
  /** Ids of the jobs in progress (IN_PROGRESS_JOB_STATES), for admins who asked to watch jobs. */
  z.object({ type: z.literal('jobs'), data: z.array(z.string()) }),
  /** Output of an administrative update (admins). */
  z.object({ type: z.literal('update-logs'), data: z.string() }),
  z.object({ type: z.literal('castor:update'), data: CastorStateSchema }),
  /** The community platforms catalog's state and fetch progress (public). */
  z.object({ type: z.literal('platforms-catalog:update'), data: PlatformsCatalogStatusSchema }),
  /** Answer to a client `ping`. */
  z.object({ type: z.literal('pong') }),
  /** A client message that could not be understood or is not allowed. */
  z.object({ type: z.literal('error'), data: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;

/** Every message a client may send on `/ws`. */
export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Admins only: receive `jobs` updates (the reference's `admin` room). */
  z.object({ type: z.literal('watch-jobs') }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
