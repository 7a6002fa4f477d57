import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadPlatformCatalog, readNativeVerdicts } from '@sillage/platforms';
import {
  createGeolocator,
  createOnCampusMatcher,
  createUserAgentRobots,
  listKnowledgeBaseFiles,
  loadExclusions,
  loadKnowledgeBases,
  type KnowledgeBase,
  type OnCampusRange,
} from '../resources/index.js';
import { addKnowledgeBaseHosts } from '../resources/knowledge-base-hosts.js';
import type { AppGitVersion } from '../resources/app-git-version.js';
import type { CatalogNotice } from '../resources/default-platforms-pack.js';
import { DEFAULT_RID_CODES } from '../stages/qualifier.stage.js';
import type { NetworkEnricherResources } from '../enrichers/network-enrichers.js';
import type { PipelineResources } from './create-pipeline.js';

/** Where the shared resources of a worker or CLI run come from. */
export interface PipelineResourceOptions {
  /** Parser packs in the ezPAARSE layout (their `pkb/` folders are knowledge bases too). */
  platformPacks?: string[];
  /** Every pack platform serves from its parser.js, ignoring native verdicts. */
  platformPackWins?: boolean;
  /** Threads running pack parsers (the platforms library's default when absent). */
  recognitionThreads?: number;
  /**
   * Receives the pack platforms skipped because their manifest cannot be used (every report of
   * these resources names them too, in `alert-pack-platforms`).
   */
  packProblems?: { folder: string; message: string }[];
  /**
   * Start the recognition threads and load every pack parser there while the other resources
   * load, so that a job's first lines do not wait for them (processes about to run jobs).
   */
  warmRecognition?: boolean;
  /**
   * Cached verdicts of the differential check (`<data dir>/platform-verdicts`): the native
   * platforms proven equal to this pack version serve natively. Without it, or before the check
   * has run for this version, every platform of the packs serves from its parser.js.
   */
  platformVerdictsDir?: string;
  /**
   * The native platforms proven equal, when the caller has already read the verdicts (the CLI,
   * which also warns when there are none): used instead of reading `platformVerdictsDir` again.
   */
  nativeVerdicts?: ReadonlySet<string>;
  /** Knowledge-base folders laid out `<platform>/*.txt`. */
  pkbDirs?: string[];
  exclusionsDir?: string;
  /** What gives the exclusion lists, named by the report when none is loaded (see resources). */
  exclusionsSetting?: string;
  /** The COUNTER-Robots list that decides robots in every job (SILLAGE_COUNTER_ROBOTS). */
  counterRobotsFile?: string;
  /**
   * A COUNTER-Robots list for COUNTER mode only (the resources pack's, by default): the other
   * jobs keep the general test. Ignored when `counterRobotsFile` is given.
   */
  counterModeRobotsFile?: string;
  /** Platforms `fields.json`: its rid codes weigh 1 in the qualifier. */
  fieldsFile?: string;
  onCampusRanges?: OnCampusRange[];
  appVersion?: string;
  /**
   * The application's git identity when it runs from a working copy: the report's `git-*` keys,
   * and, the middlewares being part of the application, `middlewares_version` / `_date` and
   * `ezpaarse_date` of every event.
   */
  appGit?: AppGitVersion | undefined;
  /**
   * Why no platforms pack is loaded although one is expected (see `choosePlatformPacks`): every
   * report of these resources says it (`platforms-notice`, an alert).
   */
  catalogNotice?: CatalogNotice;
  /**
   * Cache and service roots of the network enrichers: the worker passes the Postgres cache so
   * answers are shared across jobs; without one (the CLI) a per-process memory cache is used.
   */
  enrichers?: NetworkEnricherResources;
  /**
   * Load the geolocation database (default true). Its tables take about 150 MB of memory; a
   * process whose jobs never geolocate (see `usesGeolocation`) passes false.
   */
  geolocation?: boolean;
  /**
   * A knowledge base to use instead of reading the KBART files into memory (the server's,
   * synchronised into Postgres); the files of `pkbDirs` and of the packs are then not read.
   */
  knowledgeBase?: KnowledgeBase;
  /** Absolute cap on the decompressed bytes of one gzip input (SILLAGE_MAX_INFLATED_MB). */
  maxInflatedBytes?: number;
  /** Where double-click removal's held events wait on disk past those kept in memory. */
  heldEventsDir?: string;
}

/** Reads the rid codes of a platforms `fields.json` (the reference's when no file is given). */
export async function loadRidCodes(fieldsFile: string | undefined): Promise<readonly string[]> {
  if (fieldsFile === undefined) {
    return DEFAULT_RID_CODES;
  }
  const text = await readFile(fieldsFile, 'utf8');
  let parsed: { rid?: { code?: unknown }[] };
  try {
    parsed = JSON.parse(text) as { rid?: { code?: unknown }[] };
  } catch (error) {
    throw new Error(
      `${fieldsFile} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const codes = (parsed.rid ?? [])
    .map((entry) => entry.code)
    .filter((code): code is string => typeof code === 'string');
  if (codes.length === 0) {
    throw new Error(`${fieldsFile} lists no rid code`);
  }
  return codes;
}

/**
 * The native platforms proven equal to these packs: none asked with pack-wins, else those the
 * caller read, else those of the verdicts folder (undefined: no folder, every platform the pack's).
 */
async function provenNativePlatforms(
  options: PipelineResourceOptions,
  packs: readonly string[],
): Promise<ReadonlySet<string> | undefined> {
  if (options.platformPackWins === true) {
    return undefined;
  }
  if (options.nativeVerdicts !== undefined) {
    return options.nativeVerdicts;
  }
  return options.platformVerdictsDir === undefined
    ? undefined
    : readNativeVerdicts(options.platformVerdictsDir, packs);
}

/**
 * Loads once what every job shares: the platform catalog (native + packs), knowledge bases
 * (the `--pkb` folders and the packs' `pkb/`), exclusion lists, user-agent robots, the
 * geolocation database, on-campus ranges and the qualifier's rid codes.
 */
export async function loadPipelineResources(
  options: PipelineResourceOptions = {},
): Promise<PipelineResources> {
  const packs = options.platformPacks ?? [];
  const packProblems: { folder: string; message: string }[] = [];
  const readFiles = options.knowledgeBase === undefined;
  const nativeVerdicts = await provenNativePlatforms(options, packs);
  const counterModeFile =
    options.counterRobotsFile === undefined ? options.counterModeRobotsFile : undefined;
  const [
    catalog,
    kbDirs,
    kbPacks,
    exclusions,
    userAgentRobots,
    counterModeRobots,
    geolocator,
    ridCodes,
  ] = await Promise.all([
    loadPlatformCatalog({
      packs,
      packWins: options.platformPackWins === true,
      ...(options.recognitionThreads === undefined ? {} : { threads: options.recognitionThreads }),
      ...(nativeVerdicts === undefined ? {} : { nativeVerdicts }),
      problems: packProblems,
    }).then((loaded) => {
      if (options.warmRecognition === true) {
        void loaded.warmUp();
      }
      return loaded;
    }),
    readFiles && options.pkbDirs?.length
      ? loadKnowledgeBases(options.pkbDirs, { layout: 'kb-dirs' })
      : undefined,
    readFiles && packs.length ? loadKnowledgeBases(packs, { layout: 'pack' }) : undefined,
    loadExclusions(options.exclusionsDir),
    createUserAgentRobots(
      options.counterRobotsFile === undefined
        ? {}
        : { counterRobotsFile: options.counterRobotsFile },
    ),
    counterModeFile === undefined
      ? undefined
      : createUserAgentRobots({ counterRobotsFile: counterModeFile, skipInvalidPatterns: true }),
    options.geolocation === false ? undefined : createGeolocator(),
    loadRidCodes(options.fieldsFile),
  ]);
  // `pkb-domains` platforms: their knowledge base names more of their hosts.
  const knowledgeBaseHosts = await addKnowledgeBaseHosts(
    catalog,
    options.knowledgeBase === undefined
      ? {
          files: [
            ...(options.pkbDirs?.length
              ? await listKnowledgeBaseFiles(options.pkbDirs, 'kb-dirs')
              : []),
            ...(packs.length ? await listKnowledgeBaseFiles(packs, 'pack') : []),
          ],
        }
      : { knowledgeBase: options.knowledgeBase },
  );
  options.packProblems?.push(...packProblems);
  const skippedPlatforms = packProblems.map(({ folder }) => path.basename(folder));
  // Pack platforms that know part of their hosts only from a KBART column that gave none: no
  // file of theirs is loaded, or the loaded ones leave that column empty (the native rules of
  // such a platform list them). Named with the column, which is what an administrator checks.
  const withoutKnowledgeBaseHosts = catalog.platforms.flatMap((platform) =>
    platform.source === 'pack' &&
    platform.pkbDomainColumn !== undefined &&
    !knowledgeBaseHosts.has(platform.name)
      ? [`${platform.name} (${platform.pkbDomainColumn})`]
      : [],
  );
  const bases = [kbDirs, kbPacks].filter(
    (base): base is NonNullable<typeof base> => base !== undefined && base.fileCount > 0,
  );
  const resources: PipelineResources = {
    catalog,
    exclusions,
    ...(options.exclusionsSetting === undefined
      ? {}
      : { exclusionsSetting: options.exclusionsSetting }),
    userAgentRobots,
    ...(options.counterRobotsFile === undefined ? {} : { counterRobots: userAgentRobots }),
    ...(counterModeRobots === undefined ? {} : { counterRobots: counterModeRobots }),
    ...(geolocator === undefined ? {} : { geolocator }),
    onCampus: createOnCampusMatcher(options.onCampusRanges),
    ridCodes,
    versions: {
      appVersion: options.appVersion ?? 'unknown',
      ...(options.appGit === undefined
        ? {}
        : {
            git: options.appGit,
            appDate: options.appGit.date,
            // The short hash, as the reference stamps its middlewares repository's.
            middlewaresVersion: options.appGit.lastCommit.slice(0, 7),
            middlewaresDate: options.appGit.date,
          }),
      ...(options.catalogNotice === undefined ? {} : { catalogNotice: options.catalogNotice }),
      ...(skippedPlatforms.length === 0 ? {} : { skippedPlatforms }),
      ...(withoutKnowledgeBaseHosts.length === 0 ? {} : { withoutKnowledgeBaseHosts }),
    },
    // One set of circuit breakers per process: a service down for one job is down for all.
    // The release names itself in the enrichers' default User-Agent.
    enrichers: {
      breakers: new Map(),
      ...(options.appVersion === undefined ? {} : { softwareVersion: options.appVersion }),
      ...options.enrichers,
    },
    ...(options.maxInflatedBytes === undefined
      ? {}
      : { maxInflatedBytes: options.maxInflatedBytes }),
    ...(options.heldEventsDir === undefined ? {} : { hold: { directory: options.heldEventsDir } }),
  };
  if (options.knowledgeBase !== undefined) {
    resources.knowledgeBase = options.knowledgeBase;
  } else if (bases.length > 0) {
    resources.knowledgeBase = {
      async lookupBatch(requests) {
        const answers = await Promise.all(bases.map((base) => base.lookupBatch(requests)));
        return requests.map((_request, index) => answers.map((rows) => rows[index]).find(Boolean));
      },
      // Dropped, the job's traces never said which files were left out (nor why).
      unreadFiles: () => bases.flatMap((base) => base.unreadFiles?.() ?? []),
    };
  }
  return resources;
}
