import { createFolderStamp } from '@sillage/jobs';
import { choosePlatformPacks, watchedPlatformPackPaths } from '@sillage/pipeline';
import { loadPlatformCatalog, type VerificationReport } from '@sillage/platforms';
import type { PkbPackage, PlatformManifest, PlatformServingVerdict } from '@sillage/shared-types';
import { listPkbPackages, type PkbFolder } from './pkb-packages.js';
import { verdictsOf } from './platform-verdicts.js';

export interface PlatformListOptions {
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

/**
 * Every platform this instance recognises (native catalog plus configured packs) as
 * reference-shaped manifests with their `source`, `status` and `pkb-packages`: what
 * `GET /api/info/platforms` serves, and the platforms a KBART upload may be for. Read on the
 * first call, and again once the pack, knowledge-base or verdict folders changed.
 */
export function createPlatformList(
  options: PlatformListOptions,
): () => Promise<PlatformManifest[]> {
  let cached: Promise<PlatformManifest[]> | undefined;
  // An update swaps a pack folder in: the list is read again when the folders changed.
  // The default pack appears when its fetch completes: its folder is stamped even while missing.
  const knowledgeBases = [...options.pkbDirs, options.pkbUploadDir];
  const stamp = createFolderStamp(
    [
      ...watchedPlatformPackPaths(options.platformPacks, options.defaultPlatformsPack),
      ...knowledgeBases,
      options.platformVerdictsDir,
    ],
    { withSubfolders: knowledgeBases },
  );
  let cachedStamp: string | undefined;
  const load = async () => {
    const { packs } = await choosePlatformPacks(
      options.platformPacks,
      options.defaultPlatformsPack,
    );
    const pkbFolders: PkbFolder[] = [
      ...options.pkbDirs.map((dir) => ({ dir, layout: 'kb-dirs' as const })),
      { dir: options.pkbUploadDir, layout: 'kb-dirs', uploads: true },
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
          describe: platform.describe ?? platform.longName,
          ...(platform.publisherName === undefined
            ? {}
            : { publisher_name: platform.publisherName }),
          domains: [...platform.domains],
          source: platform.source,
          ...(platform.status === undefined ? {} : { status: platform.status }),
          ...(platform.docUrl === undefined ? {} : { docurl: platform.docUrl }),
          ...(platform.version === undefined ? {} : { version: platform.version }),
          ...(platform.contact === undefined ? {} : { contact: platform.contact }),
          'pkb-packages': packages.get(platform.name) ?? ([] as PkbPackage[]),
          ...(verdicts.has(platform.name) ? { verdict: verdicts.get(platform.name) } : {}),
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    } finally {
      await catalog.close();
    }
  };
  return async (): Promise<PlatformManifest[]> => {
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
}
