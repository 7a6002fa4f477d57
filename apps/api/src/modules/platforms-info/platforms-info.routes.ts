import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  PlatformManifestListSchema,
  PlatformsInfoQuerySchema,
  type PlatformManifest,
  type PlatformsInfoQuery,
} from '@sillage/shared-types';
import { COMPRESSED_ANSWER } from '../../http/compressed-answer.js';

export interface PlatformsInfoOptions {
  /** The platforms this instance recognises (createPlatformList). */
  listPlatforms: () => Promise<PlatformManifest[]>;
}

function selectPlatforms(
  platforms: readonly PlatformManifest[],
  query: PlatformsInfoQuery,
): PlatformManifest[] {
  const statuses = query.status === undefined ? undefined : new Set(query.status);
  return platforms.filter(
    (platform) =>
      (statuses === undefined || statuses.has(platform.status?.toLowerCase() ?? '')) &&
      (query.source === undefined || platform.source === query.source),
  );
}

/**
 * `GET /api/info/platforms` (public): every platform this instance recognises (native catalog
 * plus configured packs) as reference-shaped manifests with their `source`, `status` and
 * `pkb-packages`; `?status=stable,beta` and `?source=pack` narrow the list. Read once, on the
 * first call. `GET /api/info/platforms/count`: their number, as text.
 */
export const platformsInfoRoutes: FastifyPluginCallbackZod<PlatformsInfoOptions> = (
  app,
  options,
  done,
) => {
  const { listPlatforms } = options;
  app.get(
    '/info/platforms',
    {
      ...COMPRESSED_ANSWER,
      schema: {
        tags: ['info'],
        summary: 'Platforms this instance recognises, with their knowledge-base packages',
        querystring: PlatformsInfoQuerySchema,
        response: { 200: PlatformManifestListSchema },
      },
    },
    async (request) => selectPlatforms(await listPlatforms(), request.query),
  );
  app.get(
    '/info/platforms/count',
    {
      schema: {
        tags: ['info'],
        summary: 'How many platforms this instance recognises, as text',
      },
    },
    // Text, as the reference answered; it counted every entry of its platforms folder (dot
    // folders and files included), this is the number of platforms `/info/platforms` lists.
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(String((await listPlatforms()).length)),
  );
  done();
};
