import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PlatformsCatalogStatusSchema,
  type PlatformsCatalogStatus,
} from '@sillage/shared-types';
import { conflict } from '../../errors/http-error.js';
import { refuseBody } from '../../http/refuse-body.js';
import { createDebouncer } from '../castor/debounce.js';
import {
  createPlatformsCatalog,
  type PlatformsCatalog,
  type PlatformsCatalogOptions,
} from './platforms-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    platformsCatalog: PlatformsCatalog;
  }
}

export type PlatformsCatalogPluginOptions = Omit<PlatformsCatalogOptions, 'onChange' | 'log'>;

/**
 * The community platforms catalog of this api: read (and, when missing, fetched in the background)
 * once the app is ready; its state goes out as `platforms-catalog:update` (fetch progress at most
 * a few times a second) and answers `GET /api/platforms-catalog/status`, with the failure of the
 * differential check of its version when there is one.
 */
export const platformsCatalogPlugin = fp<PlatformsCatalogPluginOptions>(
  async (app, options) => {
    // The check's failure is the api's, not the pack's: never in the state file workers read.
    const answer = (): PlatformsCatalogStatus => {
      const failure = app.platformVerification.failure();
      return { ...catalog.status(), ...(failure === undefined ? {} : { verification: failure }) };
    };
    const send = () => {
      app.liveEvents.broadcast({ type: 'platforms-catalog:update', data: answer() });
    };
    const progress = createDebouncer(send, 250, 1000);
    const catalog = createPlatformsCatalog({
      ...options,
      onChange: (_status, progressOnly) => {
        if (progressOnly) {
          progress.trigger();
        } else {
          progress.cancel();
          send();
        }
      },
      log: (level, message) => {
        app.log[level]({ module: 'platforms-catalog' }, message);
      },
    });
    app.decorate('platformsCatalog', catalog);
    const unsubscribe = app.platformVerification.onFailureChange(send);
    // The server answers at once; a fetch goes on in the background.
    app.addHook('onReady', () => catalog.start());
    app.addHook('onClose', async () => {
      unsubscribe();
      progress.cancel();
      await catalog.stop();
    });
    await app.register(platformsCatalogRoutes, { answer });
  },
  { name: 'platforms-catalog', dependencies: ['live-events', 'auth', 'platform-verification'] },
);

/**
 * `GET /api/platforms-catalog/status` (public), `POST /api/admin/platforms-catalog/fetch` and
 * `POST /api/admin/platforms-catalog/verify`.
 */
const platformsCatalogRoutes: FastifyPluginCallbackZod<{
  answer: () => PlatformsCatalogStatus;
}> = (app, { answer }, done) => {
  app.get(
    '/api/platforms-catalog/status',
    {
      schema: {
        tags: ['info'],
        summary: 'State of the community platforms catalog (and its fetch progress)',
        response: { 200: PlatformsCatalogStatusSchema },
      },
    },
    () => answer(),
  );
  app.post(
    '/api/admin/platforms-catalog/fetch',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Fetch the community platforms catalog again (after a failed fetch)',
        response: {
          202: PlatformsCatalogStatusSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      if (!app.platformsCatalog.fetch()) {
        throw conflict('platformsCatalogNotFetchable');
      }
      return reply.code(202).send(answer());
    },
  );
  app.post(
    '/api/admin/platforms-catalog/verify',
    {
      onRequest: app.requireAdmin,
      preValidation: refuseBody,
      schema: {
        tags: ['admin'],
        summary:
          'Check the native platforms against the pack in place again (after a failed check)',
        response: {
          202: PlatformsCatalogStatusSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      // Without a pack in place there is nothing to check against.
      if (app.platformsCatalog.status().state !== 'ready') {
        throw conflict('platformsCatalogNotReady');
      }
      // In the background: the answer shows the failure gone, verdicts pending again.
      void app.platformVerification.verifyAgain();
      return reply.code(202).send(answer());
    },
  );
  done();
};
