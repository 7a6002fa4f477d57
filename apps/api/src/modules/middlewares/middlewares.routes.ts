import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIDDLEWARE_HEADERS, PIPELINE_MIDDLEWARES } from '@sillage/pipeline';
import {
  ApiErrorSchema,
  DEFAULT_MIDDLEWARES,
  MiddlewareHeadersSchema,
  MiddlewaresInfoSchema,
  SaveMiddlewaresSchema,
  type MiddlewaresInfo,
} from '@sillage/shared-types';
import { badRequest } from '../../errors/http-error.js';
import type { Repositories } from '../../plugins/database.plugin.js';

/** app_config key of the saved default chain. */
export const MIDDLEWARES_KEY = 'middlewares';

/** The saved chain, or undefined when the admins never changed the build's default. */
export async function readSavedChain(
  appConfig: Repositories['appConfig'],
): Promise<string[] | undefined> {
  const saved = await appConfig.get(MIDDLEWARES_KEY);
  return Array.isArray(saved) && saved.every((name) => typeof name === 'string')
    ? saved
    : undefined;
}

const headersList = () =>
  PIPELINE_MIDDLEWARES.map((name) => ({
    name,
    headers: (MIDDLEWARE_HEADERS[name] ?? []).map((header) => ({ name: header })),
  }));

async function middlewaresInfo(appConfig: Repositories['appConfig']): Promise<MiddlewaresInfo> {
  const enabled = (await readSavedChain(appConfig)) ?? [...DEFAULT_MIDDLEWARES];
  return {
    config: [...DEFAULT_MIDDLEWARES],
    enabled,
    available: PIPELINE_MIDDLEWARES.filter((name) => !enabled.includes(name)),
    headers: headersList(),
  };
}

/**
 * The instance's middleware chain: `GET /api/info/middlewares[/headers]` (public) and
 * `POST /api/middlewares` (admin) which saves the chain every job starts from (its
 * `ezPAARSE-Middlewares` header may still edit it).
 */
export const middlewaresRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { appConfig } = app.repositories;
  app.get(
    '/info/middlewares',
    {
      schema: {
        tags: ['info'],
        summary: 'Default, enabled and available middlewares, with their headers',
        response: { 200: MiddlewaresInfoSchema },
      },
    },
    () => middlewaresInfo(appConfig),
  );
  app.get(
    '/info/middlewares/headers',
    {
      schema: {
        tags: ['info'],
        summary: 'The request headers each middleware reads',
        response: { 200: z.array(MiddlewareHeadersSchema) },
      },
    },
    headersList,
  );
  app.post(
    '/middlewares',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Save the middleware chain jobs use by default',
        body: SaveMiddlewaresSchema,
        response: {
          200: MiddlewaresInfoSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const chain = request.body.middlewares;
      const unknown = chain.filter((name) => !PIPELINE_MIDDLEWARES.includes(name));
      if (unknown.length > 0) {
        throw badRequest(`unknownMiddleware: ${unknown.join(', ')}`);
      }
      if (new Set(chain).size !== chain.length) {
        throw badRequest('duplicateMiddleware');
      }
      if (!chain.includes('parser')) {
        // Every job of the instance would meet no platform: each line would become an event.
        throw badRequest('parserRequired');
      }
      // Saving the build's default is a reset: later default changes then reach this instance.
      if (chain.join() === DEFAULT_MIDDLEWARES.join()) {
        await appConfig.delete(MIDDLEWARES_KEY);
      } else {
        await appConfig.set(MIDDLEWARES_KEY, chain);
      }
      request.log.info({ chain }, 'middleware chain saved');
      return middlewaresInfo(appConfig);
    },
  );
  done();
};
