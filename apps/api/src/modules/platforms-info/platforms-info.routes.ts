import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createFolderStamp } from '@sillage/jobs';
import { choosePlatformPacks, watchedPlatformPackPaths } from '@sillage/pipeline';
import { loadPlatformCatalog, type VerificationReport } from '@sillage/platforms';
import {
  PlatformManifestListSchema,
  PlatformsInfoQuerySchema,
  type PkbPackage,
  type PlatformManifest,
  type PlatformServingVerdict,
  type PlatformsInfoQuery,
} from '@sillage/shared-types';
import { listPkbPackages, type PkbFolder } from './pkb-packages.js';
import { verdictsOf } from './platform-verdicts.js';

export interface PlatformsInfoOptions {
  platformPacks: string[];
  /** The community catalog's folder, listed (once it exists) when no pack is configured. */
  defaultPlatformsPack?: string;
  /** SILLAGE_PLATFORM_PACK_WINS: the list shows the platforms jobs really use. */
  platformPackWins?: boolean;
  pkbDirs: string[];
  /** Where the admins' KBART uploads are kept (`<platform>/*.txt`). */
  pkbUploadDir: string;
  /** Where the differential check caches its verdicts (the list changes with them). */
  platformVerdictsDir: string;
  /** The cached verdicts for the current pack version, when the check has run. */
  currentReport: () => Promise<VerificationReport | undefined>;
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
  let cached: Promise<PlatformManifest[]> | undefined;
  // An update swaps a pack folder in: the list is read again when the folders changed.
  // The default pack appears when its fetch completes: its folder is stamped even while missing.
  const stamp = createFolderStamp([
    ...watchedPlatformPackPaths(options.platformPacks, options.defaultPlatformsPack),
    ...options.pkbDirs,
    options.pkbUploadDir,
    options.platformVerdictsDir,
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
    const packWins = options.platformPackWins === true;
    // Pack-wins serves every platform from the pack: no verdict applies.
    const report = packWins || packs.length === 0 ? undefined : await options.currentReport();
    const catalog = await loadPlatformCatalog({
      packs,
      packWins,
      nativeVerdicts: new Set(
        (report?.platforms ?? [])
          .filter((verdict) => verdict.serving === 'native')
          .map((verdict) => verdict.platform),
      ),
      threads: 0,
    });
    try {
      const packages = await listPkbPackages(pkbFolders);
      const verdicts = packWins
        ? new Map<string, PlatformServingVerdict>()
        : verdictsOf(
            report,
            catalog.platforms.filter((platform) => platform.source === 'pack').map((p) => p.name),
          );
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
          ...(verdicts.has(platform.name) ? { verdict: verdicts.get(platform.name) } : {}),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    } finally {
      await catalog.close();
    }
  };
  const listPlatforms = async (): Promise<PlatformManifest[]> => {
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
