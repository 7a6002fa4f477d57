import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, RestartQuerySchema, RestartResponseSchema } from '@sillage/shared-types';
import { conflict } from '../../errors/http-error.js';
import type { JobActivity } from '../../ports/job-ports.js';

export interface RestartRoutesOptions {
  jobActivity: JobActivity;
  /** Called once the answer is sent; the process then ends and its supervisor restarts it. */
  requestRestart: () => void;
}

/** `POST /api/admin/restart[?force=true]`: admin-only; 409 `jobsRunning` while jobs are in progress. */
export const restartRoutes: FastifyPluginCallbackZod<RestartRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.post(
    '/admin/restart',
    {
      onRequest: app.requireAdmin,
      onResponse: (_request, reply, next) => {
        if (reply.statusCode === 200) {
          options.requestRestart();
        }
        next();
      },
      schema: {
        tags: ['admin'],
        summary: 'Restart the server process (its supervisor starts it again)',
        querystring: RestartQuerySchema,
        response: {
          200: RestartResponseSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.query.force && (await options.jobActivity.countJobsInProgress()) > 0) {
        throw conflict('jobsRunning');
      }
      request.log.warn({ userId: request.user?.id }, 'restart requested');
      return reply.code(200).send({ restarting: true });
    },
  );
  done();
};
