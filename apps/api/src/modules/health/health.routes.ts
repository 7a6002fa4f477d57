import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HealthSchema, ReadinessSchema } from '@sillage/shared-types';
import { checkStorage } from './storage-check.js';

export interface HealthRoutesOptions {
  /** Where jobs write their files (`<data>/files`). */
  filesDir: string;
  /** Free space under which the instance is not ready (SILLAGE_READY_MIN_FREE_MB). */
  minFreeBytes: number;
}

/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise (liveness, the reference's
 * contract). `GET /api/health/ready`: the database and the job files folder (readiness).
 */
export const healthRoutes: FastifyPluginCallbackZod<HealthRoutesOptions> = (app, options, done) => {
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
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and job files can be written',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const [isUp, storage] = await Promise.all([
        app.database.ping(),
        checkStorage(options.filesDir, options.minFreeBytes),
      ]);
      const isReady = isUp && storage === 'ok';
      return reply.code(isReady ? 200 : 503).send({
        status: isReady ? 'ready' : 'not-ready',
        database: isUp ? 'ok' : 'unavailable',
        storage,
      });
    },
  );
  done();
};
