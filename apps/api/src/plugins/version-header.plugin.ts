import fp from 'fastify-plugin';

/** Header carrying the running version on every response (the reference's `ezPAARSE-Version`). */
export const VERSION_HEADER = 'Sillage-Version';

/** Stamps every response, errors and static files included, with the running version. */
export const versionHeaderPlugin = fp<{ version: string }>(
  (app, { version }, done) => {
    app.addHook('onRequest', (_request, reply, next) => {
      reply.header(VERSION_HEADER, version);
      next();
    });
    done();
  },
  { name: 'version-header' },
);
