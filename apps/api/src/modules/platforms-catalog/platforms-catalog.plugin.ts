import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, PlatformsCatalogStatusSchema } from '@sillage/shared-types';
import { conflict } from '../../errors/http-error.js';
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
 * a few times a second) and answers `GET /api/platforms-catalog/status`.
 */
export const platformsCatalogPlugin = fp<PlatformsCatalogPluginOptions>(
  async (app, options) => {
    const send = () => {
      app.liveEvents.broadcast({ type: 'platforms-catalog:update', data: catalog.status() });
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
    // The server answers at once; a fetch goes on in the background.
    app.addHook('onReady', () => catalog.start());
    app.addHook('onClose', async () => {
      progress.cancel();
      await catalog.stop();
    });
    await app.register(platformsCatalogRoutes);
  },
  { name: 'platforms-catalog', dependencies: ['live-events', 'auth'] },
);

/** `GET /api/platforms-catalog/status` (public) and `POST /api/admin/platforms-catalog/fetch`. */
const platformsCatalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/platforms-catalog/status',
    {
      schema: {
        tags: ['info'],
        summary: 'State of the community platforms catalog (and its fetch progress)',
        response: { 200: PlatformsCatalogStatusSchema },
      },
    },
    () => app.platformsCatalog.status(),
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
      return reply.code(202).send(app.platformsCatalog.status());
    },
  );
  done();
};
