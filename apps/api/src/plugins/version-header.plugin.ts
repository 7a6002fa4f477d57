import fp from 'fastify-plugin';

/** Header carrying the running version on every response. */
export const VERSION_HEADER = 'Sillage-Version';

/**
 * The reference's name for it, sent as well: its tools (`checkconfig`, scripts) look for it to
 * tell that an instance is running. The value is Sillage's version.
 */
export const EZPAARSE_VERSION_HEADER = 'ezPAARSE-Version';

/** Stamps every response, errors and static files included, with the running version. */
export const versionHeaderPlugin = fp<{ version: string }>(
  (app, { version }, done) => {
    app.addHook('onRequest', (_request, reply, next) => {
      reply.header(VERSION_HEADER, version);
      reply.header(EZPAARSE_VERSION_HEADER, version);
      next();
    });
    done();
  },
  { name: 'version-header' },
);
