import fp from 'fastify-plugin';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  SATELLITE_PACK_NAMES,
  SatelliteFetchSchema,
  SatellitePackNameSchema,
  type SatelliteFetch,
  type SatellitePackName,
} from '@sillage/shared-types';
import { HttpError, conflict } from '../../errors/http-error.js';
import { refuseBody } from '../../http/refuse-body.js';
import type { PlatformsCatalogConfig } from '../../config.js';
import { satelliteCheck } from './satellite-checks.js';
import { createSatelliteFetch, type SatelliteFetchHandle } from './satellite-fetch.js';

declare module 'fastify' {
  interface FastifyInstance {
    satellitePacks: {
      /** Where the fetch of a default satellite pack stands; undefined when it is in place or configured. */
      status(name: SatellitePackName): Promise<SatelliteFetch | undefined>;
    };
  }
}

export interface SatellitePacksPluginOptions {
  /** The satellite packs whose folder variable is unset (config `catalogs.satellites`). */
  satellites: Partial<Record<SatellitePackName, PlatformsCatalogConfig>>;
}

/**
 * The satellite packs of this api (exclusion lists, resources) fetched into the data folder when
 * missing, in the background once the app is ready (ADR 0113); `POST /api/admin/{repo}/fetch`
 * starts a failed fetch again. Their state is part of `GET /api/admin/{repo}/status`.
 */
export const satellitePacksPlugin = fp<SatellitePacksPluginOptions>(
  async (app, options) => {
    const handles = new Map<SatellitePackName, SatelliteFetchHandle>();
    for (const name of SATELLITE_PACK_NAMES) {
      const settings = options.satellites[name];
      if (settings === undefined) {
        continue;
      }
      handles.set(
        name,
        createSatelliteFetch({
          name,
          dir: settings.defaultDir,
          fetch: settings.fetch,
          repositoryUrl: settings.repositoryUrl,
          branch: settings.branch,
          check: satelliteCheck(name, settings.branch),
          log: (level, message) => {
            app.log[level]({ module: 'satellite-packs', pack: name }, message);
          },
        }),
      );
    }
    app.decorate('satellitePacks', {
      status: async (name: SatellitePackName) => handles.get(name)?.status(),
    });
    // The server answers at once; fetches go on in the background.
    app.addHook('onReady', async () => {
      await Promise.all([...handles.values()].map((handle) => handle.start()));
    });
    app.addHook('onClose', async () => {
      await Promise.all([...handles.values()].map((handle) => handle.stop()));
    });
    await app.register(satellitePacksRoutes, { handles });
  },
  { name: 'satellite-packs', dependencies: ['auth'] },
);

const ParamsSchema = z.object({ repo: SatellitePackNameSchema });

/** `POST /api/admin/{exclusions|resources}/fetch`. */
const satellitePacksRoutes: FastifyPluginCallbackZod<{
  handles: Map<SatellitePackName, SatelliteFetchHandle>;
}> = (app, { handles }, done) => {
  app.post(
    '/api/admin/:repo/fetch',
    {
      onRequest: app.requireAdmin,
      preValidation: refuseBody,
      schema: {
        tags: ['admin'],
        summary: 'Fetch a satellite pack (exclusions, resources) into the data folder again',
        params: ParamsSchema,
        response: {
          202: SatelliteFetchSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const handle = handles.get(request.params.repo);
      if (handle === undefined) {
        // Its folder is configured (SILLAGE_*_DIR): nothing of the server's to fetch.
        throw new HttpError(404, 'NOT_FOUND', 'repositoryNotFetched');
      }
      const status = handle.fetch() ? await handle.status() : undefined;
      if (status === undefined) {
        throw conflict('satelliteNotFetchable');
      }
      return reply.code(202).send(status);
    },
  );
  done();
};
