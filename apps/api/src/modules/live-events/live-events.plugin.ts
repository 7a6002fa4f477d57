import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { ClientMessageSchema, type JobBusEvent } from '@sillage/shared-types';
import { createSocketRegistry, type SocketRegistry } from './socket-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: SocketRegistry;
  }
}

/**
 * `GET /ws`: one raw websocket per browser tab. The socket is bound to the session user when it
 * connects and first receives `connected` with its id (the `Socket-ID` of later uploads). Job
 * events from the bus (any worker, any api instance) reach the socket named by the job, if that
 * socket belongs to the job's owner or an admin; admins who send `watch-jobs` get `jobs`.
 */
export const liveEventsPlugin = fp(
  async (app) => {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    const registry = createSocketRegistry();
    app.decorate('liveEvents', registry);
    const runtime = app.jobRuntime;

    let jobsTimer: NodeJS.Timeout | undefined;
    /** Sends the running job ids to watchers, coalescing bursts of status changes. */
    const announceJobs = () => {
      if (jobsTimer !== undefined || !registry.hasJobWatchers()) {
        return;
      }
      jobsTimer = setTimeout(() => {
        jobsTimer = undefined;
        runtime.store.list({ status: ['running'] }).then(
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
        preHandler: app.identify,
        schema: { hide: true },
      },
      (socket, request) => {
        const user =
          request.user === null ? null : { id: request.user.id, group: request.user.group };
        const id = registry.add(socket, user);
        socket.send(JSON.stringify({ type: 'connected', data: id }));
        socket.on('message', (raw: Buffer) => {
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
    });
  },
  { name: 'live-events', dependencies: ['job-runtime', 'auth', 'csrf'] },
);
