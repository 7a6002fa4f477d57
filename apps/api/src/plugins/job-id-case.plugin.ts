import fp from 'fastify-plugin';

/**
 * Job ids are uuids, which are case-insensitive on input (RFC 9562 §4): a script that prints
 * them in upper case must reach the same job. Routes match either case (JOB_ID_ROUTE) and this
 * hook hands them the stored, lower-case form, so that a job created by `PUT /{ID}` is the
 * job `GET /{id}` finds and its folder has one name.
 */
export const jobIdCasePlugin = fp(
  (app, _options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (typeof params?.jobId === 'string') {
        params.jobId = params.jobId.toLowerCase();
      }
      next();
    });
    done();
  },
  { name: 'job-id-case' },
);
