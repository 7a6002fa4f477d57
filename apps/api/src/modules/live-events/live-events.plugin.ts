import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import {
  ClientMessageSchema,
  IN_PROGRESS_JOB_STATES,
  type JobBusEvent,
} from '@sillage/shared-types';
import { HttpError } from '../../errors/http-error.js';
import {
  createSocketRegistry,
  type SocketOrigin,
  type SocketRegistry,
  type SocketUser,
} from './socket-registry.js';
import { createMessageBudget } from './message-budget.js';

/** What one socket may send (createMessageBudget): far above the web app's pings. */
const MESSAGES_PER_SECOND = 20;
const MESSAGE_BURST = 50;
/** Answers a socket may leave unread before it is closed. */
const MAX_UNREAD_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: SocketRegistry & {
      /**
       * Checks every signed-in socket against its session and account now; call after a
       * sign-out, a role change, a deletion or a password change (also runs every minute, for
       * changes made through another api instance and for sessions that expired).
       */
      recheckRights(): Promise<void>;
    };
  }
}

/** Period of the background re-check of sockets' rights. */
const RECHECK_MS = 60_000;

export interface LiveEventsOptions {
  /** Open sockets one client address may hold (SILLAGE_WS_PER_ADDRESS). */
  socketsPerAddress: number;
  now: () => Date;
}

/**
 * `GET /ws`: one raw websocket per browser tab. The socket is bound to the session user when it
 * connects and first receives `connected` with its id (the `Socket-ID` of later uploads). Job
 * events from the bus (any worker, any api instance) reach the socket named by the job, if that
 * socket belongs to the job's owner or an admin; admins who send `watch-jobs` get `jobs`.
 * Rights are re-checked when a session ends or an account changes (closed or re-bound socket),
 * and one client address holds at most `socketsPerAddress` sockets (429 beyond).
 */
export const liveEventsPlugin = fp<LiveEventsOptions>(
  async (app, options) => {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const registry = createSocketRegistry();
    /** Who a socket acts for now: its session must still name its user, who must still exist. */
    const current = async (user: SocketUser, origin: SocketOrigin): Promise<SocketUser | null> => {
      if (origin.sessionId !== null) {
        const session = await app.repositories.sessions.get(origin.sessionId, options.now());
        if (session?.userId !== user.id) {
          return null;
        }
      }
      const row = await app.repositories.users.findById(user.id);
      return row === undefined ? null : { id: row.id, group: row.group };
    };
    const recheckRights = () =>
      registry.recheck(current).catch((error: unknown) => {
        app.log.warn({ err: error }, 'socket rights not re-checked');
      });
    app.decorate('liveEvents', Object.assign(registry, { recheckRights }));
    const recheckTimer = setInterval(() => void recheckRights(), RECHECK_MS);
    recheckTimer.unref();
    const runtime = app.jobRuntime;

    let jobsTimer: NodeJS.Timeout | undefined;
    /** Sends the ids of the jobs in progress to watchers, coalescing bursts of status changes. */
    const announceJobs = () => {
      if (jobsTimer !== undefined || !registry.hasJobWatchers()) {
        return;
      }
      jobsTimer = setTimeout(() => {
        jobsTimer = undefined;
        runtime.store.list({ status: [...IN_PROGRESS_JOB_STATES] }).then(
          (rows) => {
            registry.sendToJobWatchers({ type: 'jobs', data: rows.map((row) => row.id) });
          },
          (error: unknown) => {
            app.log.warn({ err: error }, 'running jobs not announced');
          },
        );
      }, 200);
    };

    const deliver = async (event: JobBusEvent) => {
      switch (event.type) {
        case 'cancel':
        case 'enqueued':
          return;
        case 'status':
          announceJobs();
          registry.sendToJobSocket(event.socketId, event.ownerId, {
            type: 'job:status',
            jobId: event.jobId,
            data: {
              status: event.status,
              ...(event.code === undefined ? {} : { code: event.code }),
              ...(event.message === undefined ? {} : { message: event.message }),
            },
          });
          return;
        case 'headers':
          registry.sendToJobSocket(event.socketId, event.ownerId, {
            type: 'headers',
            jobId: event.jobId,
            data: event.headers,
          });
          return;
        case 'logging':
          for (const entry of event.entries) {
            registry.sendToJobSocket(event.socketId, event.ownerId, {
              type: 'logging',
              jobId: event.jobId,
              data: entry,
            });
          }
          return;
        case 'report': {
          if (event.socketId === null || registry.get(event.socketId) === undefined) {
            return;
          }
          // Big reports travel as "read the row" (NOTIFY payloads are small).
          const report = event.report ?? (await runtime.store.findById(event.jobId))?.report;
          if (report) {
            registry.sendToJobSocket(event.socketId, event.ownerId, {
              type: 'report',
              jobId: event.jobId,
              data: report,
            });
          }
          return;
        }
      }
    };
    const unsubscribe = runtime.bus.subscribe((event) => {
      deliver(event).catch((error: unknown) => {
        app.log.warn({ err: error }, 'live event not delivered');
      });
    });

    app.get(
      '/ws',
      {
        websocket: true,
        // Cross-site pages must not open a socket with the visitor's session (CSRF rules).
        onRequest: app.sameOriginOnly,
        preHandler: [
          app.identify,
          // Every tab opens one; anonymous callers too, so they are bounded per address.
          (request, _reply, next) => {
            next(
              registry.countFrom(request.ip) >= options.socketsPerAddress
                ? new HttpError(429, 'RATE_LIMITED', 'tooManySockets')
                : undefined,
            );
          },
        ],
        schema: { hide: true },
      },
      (socket, request) => {
        const user =
          request.user === null ? null : { id: request.user.id, group: request.user.group };
        const session = request.session as typeof request.session | null;
        const id = registry.add(socket, user, {
          // A socket opened by Basic credentials has no session to end; its account is checked.
          sessionId:
            user !== null &&
            session?.userId === user.id &&
            !/^basic\s/i.test(request.headers.authorization ?? '')
              ? session.sessionId
              : null,
          address: request.ip,
        });
        socket.send(JSON.stringify({ type: 'connected', data: id }));
        const spend = createMessageBudget(MESSAGES_PER_SECOND, MESSAGE_BURST);
        socket.on('message', (raw: Buffer) => {
          // A flood, or a client that does not read what it asked for: closed (1008, policy).
          if (!spend() || socket.bufferedAmount > MAX_UNREAD_BYTES) {
            socket.close(1008, 'Too many messages');
            return;
          }
          let parsed;
          try {
            parsed = ClientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')));
          } catch {
            parsed = undefined;
          }
          const entry = registry.get(id);
          if (entry === undefined) {
            return;
          }
          if (!parsed?.success) {
            registry.send(entry, { type: 'error', data: 'invalidMessage' });
            return;
          }
          if (parsed.data.type === 'ping') {
            registry.send(entry, { type: 'pong' });
          } else if (registry.watchJobs(id)) {
            announceJobs();
          } else {
            registry.send(entry, { type: 'error', data: 'adminOnly' });
          }
        });
        socket.on('close', () => {
          registry.remove(id);
        });
      },
    );

    app.addHook('onClose', () => {
      unsubscribe();
      clearTimeout(jobsTimer);
      clearInterval(recheckTimer);
    });
  },
  { name: 'live-events', dependencies: ['job-runtime', 'auth', 'csrf'] },
);
