import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of `close()`: sockets cut from then on were cut by the server. */
    isClosing(): boolean;
  }
}

/** How long requests still running at close may take before their sockets are cut. */
export const CLOSE_GRACE_MS = 10_000;

/**
 * On close, Node ends only the keep-alive connections that are idle at that moment: one still
 * serving a request stays open after its answer for the whole keep-alive timeout (72 s in
 * Fastify), which held a SIGTERM'd api up for over a minute while a browser was loading a page.
 * Once closing, answers carry `Connection: close`, so those sockets end with their last response.
 * A request that never ends (an upload stalled mid-body: `requestTimeout` is 0 for big logs)
 * would keep the server open forever; after `graceMs` every socket left is cut (issue 19).
 */
export const gracefulClosePlugin = fp<{ graceMs?: number | undefined }>(
  (app, options, done) => {
    let isClosing = false;
    let deadline: NodeJS.Timeout | undefined;
    // Routes tell a socket this server cut at shutdown from a client that hung up.
    app.decorate('isClosing', () => isClosing);
    app.addHook('preClose', (next) => {
      isClosing = true;
      app.server.closeIdleConnections();
      deadline = setTimeout(() => {
        app.log.warn('requests still open at the close deadline: their sockets are cut');
        app.server.closeAllConnections();
      }, options.graceMs ?? CLOSE_GRACE_MS);
      deadline.unref();
      next();
    });
    app.addHook('onClose', (_instance, next) => {
      clearTimeout(deadline);
      next();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (isClosing) {
        reply.header('Connection', 'close');
      }
      next(null, payload);
    });
    done();
  },
  { name: 'graceful-close' },
);
