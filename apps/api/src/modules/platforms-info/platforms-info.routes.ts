import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFolderStamp } from '@sillage/jobs';
import { loadPlatformCatalog } from '@sillage/platforms';
import { listPkbPackages, type PkbFolder, type PkbPackage } from './pkb-packages.js';

/** One platform of `GET /api/info/platforms`, in the reference manifest's field names. */
export const PlatformManifestSchema = z.object({
  name: z.string(),
  longname: z.string(),
  describe: z.string(),
  'publisher-name': z.string().optional(),
  domains: z.array(z.string()),
  source: z.enum(['native', 'pack']),
  'pkb-packages': z.array(
    z.object({
      name: z.string(),
      date: z.string(),
      entries: z.number(),
      file: z.string(),
      size: z.number(),
    }),
  ),
});

export interface PlatformsInfoOptions {
  platformPacks: string[];
  pkbDirs: string[];
  /** Where the admins' KBART uploads are kept (`<platform>/*.txt`). */
  pkbUploadDir: string;
}

/**
 * `GET /api/info/platforms` (public): every platform this instance recognises (native catalog
 * plus configured packs) as reference-shaped manifests with their `pkb-packages`. Read once, on
 * the first call.
 */
export const platformsInfoRoutes: FastifyPluginCallbackZod<PlatformsInfoOptions> = (
  app,
  options,
  done,
) => {
  let cached: Promise<z.infer<typeof PlatformManifestSchema>[]> | undefined;
  // An update swaps a pack folder in: the list is read again when the folders changed.
  const stamp = createFolderStamp([
    ...options.platformPacks,
    ...options.pkbDirs,
    options.pkbUploadDir,
  ]);
  const pkbFolders: PkbFolder[] = [
    ...[...options.pkbDirs, options.pkbUploadDir].map((dir) => ({
      dir,
      layout: 'kb-dirs' as const,
    })),
    ...options.platformPacks.map((dir) => ({ dir, layout: 'pack' as const })),
  ];
  let cachedStamp: string | undefined;
  const load = async () => {
    const catalog = await loadPlatformCatalog({ packs: options.platformPacks });
    try {
      const packages = await listPkbPackages(pkbFolders);
      return catalog.platforms
        .map((platform) => ({
          name: platform.name,
          longname: platform.longName,
          describe: platform.longName,
          ...(platform.publisherName === undefined
            ? {}
            : { 'publisher-name': platform.publisherName }),
          domains: [...platform.domains],
          source: platform.source,
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
        response: { 200: z.array(PlatformManifestSchema) },
      },
    },
    async () => {
      const current = await stamp();
      if (current !== cachedStamp) {
        cachedStamp = current;
        cached = undefined;
      }
      cached ??= load().catch((error: unknown) => {
        cached = undefined;
        throw error;
      });
      return cached;
    },
  );
  done();
};
