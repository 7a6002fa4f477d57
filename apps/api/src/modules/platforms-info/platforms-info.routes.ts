import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createFolderStamp } from '@sillage/jobs';
import { choosePlatformPacks, watchedPlatformPackPaths } from '@sillage/pipeline';
import { loadPlatformCatalog } from '@sillage/platforms';
import {
  PlatformManifestListSchema,
  PlatformsInfoQuerySchema,
  type PkbPackage,
  type PlatformManifest,
  type PlatformsInfoQuery,
} from '@sillage/shared-types';
import { listPkbPackages, type PkbFolder } from './pkb-packages.js';

export interface PlatformsInfoOptions {
  platformPacks: string[];
  /** The community catalog's folder, listed (once it exists) when no pack is configured. */
  defaultPlatformsPack?: string;
  /** SILLAGE_PLATFORM_PACK_WINS: the list shows the platforms jobs really use. */
  platformPackWins?: boolean;
  pkbDirs: string[];
  /** Where the admins' KBART uploads are kept (`<platform>/*.txt`). */
  pkbUploadDir: string;
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
 * first call.
 */
export const platformsInfoRoutes: FastifyPluginCallbackZod<PlatformsInfoOptions> = (
  app,
  options,
  done,
) => {
  let cached: Promise<PlatformManifest[]> | undefined;
  // An update swaps a pack folder in: the list is read again when the folders changed.
  // The default pack appears when its fetch completes: its folder is stamped even while missing.
  const stamp = createFolderStamp([
    ...watchedPlatformPackPaths(options.platformPacks, options.defaultPlatformsPack),
    ...options.pkbDirs,
    options.pkbUploadDir,
  ]);
  let cachedStamp: string | undefined;
  const load = async () => {
    const { packs } = await choosePlatformPacks(
      options.platformPacks,
      options.defaultPlatformsPack,
    );
    const pkbFolders: PkbFolder[] = [
      ...[...options.pkbDirs, options.pkbUploadDir].map((dir) => ({
        dir,
        layout: 'kb-dirs' as const,
      })),
      ...packs.map((dir) => ({ dir, layout: 'pack' as const })),
    ];
    const catalog = await loadPlatformCatalog({
      packs,
      packWins: options.platformPackWins === true,
    });
    try {
      const packages = await listPkbPackages(pkbFolders);
      return catalog.platforms
        .map((platform): PlatformManifest => ({
          name: platform.name,
          longname: platform.longName,
          describe: platform.longName,
          ...(platform.publisherName === undefined
            ? {}
            : { 'publisher-name': platform.publisherName }),
          domains: [...platform.domains],
          source: platform.source,
          ...(platform.status === undefined ? {} : { status: platform.status }),
          ...(platform.docUrl === undefined ? {} : { docurl: platform.docUrl }),
          'pkb-packages': packages.get(platform.name) ?? ([] as PkbPackage[]),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    } finally {
      await catalog.close();
    }
  };
  app.get(
    '/info/platforms',
    {
      schema: {
        tags: ['info'],
        summary: 'Platforms this instance recognises, with their knowledge-base packages',
        querystring: PlatformsInfoQuerySchema,
        response: { 200: PlatformManifestListSchema },
      },
    },
    async (request) => {
      const current = await stamp();
      if (current !== cachedStamp) {
        cachedStamp = current;
        cached = undefined;
      }
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return selectPlatforms(await cached, request.query);
    },
  );
  done();
};
