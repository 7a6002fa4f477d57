import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@sillage/shared-types';

/** `GET /api/health`: 200 when the database answers, 503 otherwise (for load balancers). */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const database = app.database.driver;
      const isUp = await app.database.ping();
      return isUp
        ? reply.code(200).send({ status: 'ok', database })
        : reply.code(503).send({ status: 'unavailable', database });
    },
  );
  done();
};
