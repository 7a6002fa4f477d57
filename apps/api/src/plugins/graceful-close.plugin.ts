import fp from 'fastify-plugin';

/**
 * On close, Node ends only the keep-alive connections that are idle at that moment: one still
 * serving a request stays open after its answer for the whole keep-alive timeout (72 s in
 * Fastify), which held a SIGTERM'd api up for over a minute while a browser was loading a page.
 * Once closing, answers carry `Connection: close`, so those sockets end with their last response.
 */
export const gracefulClosePlugin = fp(
  (app, _options, done) => {
    let isClosing = false;
    app.addHook('preClose', (next) => {
      isClosing = true;
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
