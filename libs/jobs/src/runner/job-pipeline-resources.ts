import type { Kysely } from 'kysely';
import {
  createAppConfigRepository,
  createEnrichmentCacheRepository,
  createKnowledgeBaseRepository,
  type Database,
} from '@sillage/db';
import {
  chooseCounterRobotsFile,
  chooseExclusionsDir,
  choosePlatformPacks,
  loadPipelineResources,
  readAppGitVersion,
  watchedPlatformPackPaths,
  type AppGitVersion,
  type NetworkEnricherResources,
  type PipelineResourceOptions,
} from '@sillage/pipeline';
import { castorRunning, createDatabaseKnowledgeBase } from '../castor/database-knowledge-base.js';
import {
  createFolderStamp,
  createReloadingResources,
  pinFolder,
  stampOfAll,
  type ReloadingResources,
} from './reloading-resources.js';

/** The resources a process configures for its jobs (its SILLAGE_PLATFORM_PACKS, SILLAGE_PKB_DIRS…). */
export interface JobResourceSettings extends Omit<
  PipelineResourceOptions,
  | 'platformPacks'
  | 'packProblems'
  | 'catalogNotice'
  | 'appVersion'
  | 'warmRecognition'
  | 'knowledgeBase'
  | 'enrichers'
> {
  platformPacks: readonly string[];
  /** Service roots and identity of the network enrichers; their cache is the database's. */
  enrichers?: Omit<NetworkEnricherResources, 'cache'>;
}

export interface JobPipelineResourcesOptions {
  /** The shared database: knowledge base (synchronised by the api) and enrichment cache. */
  database: Kysely<Database>;
  settings: JobResourceSettings;
  /** The community catalog's folder, loaded when no pack is configured once it is there. */
  defaultPlatformsPack: string | undefined;
  /**
   * The exclusion lists fetched into the data folder, loaded when SILLAGE_EXCLUSIONS_DIR is unset
   * once they are there.
   */
  defaultExclusionsDir?: string | undefined;
  /**
   * The resources pack (SILLAGE_RESOURCES_DIR, else the one fetched into the data folder): its
   * COUNTER-Robots list serves COUNTER mode when SILLAGE_COUNTER_ROBOTS is unset.
   */
  resourcesDir?: string | undefined;
  /** Release stamped on events and reports. */
  appVersion: string;
  /**
   * The application's install folder: when it is a git working copy, its branch, tag and commit
   * are stamped too (read once, at the first load).
   */
  appDir?: string;
  /** The process's logger. */
  log: (level: 'info' | 'warn', message: string) => void;
}

/**
 * The pipeline resources of the jobs of a worker process or of the api's embedded worker: loaded
 * when first asked for and again for the next job once a pack, the exclusions or the verdicts
 * changed on disk. Each load logs the pack platforms it skipped for an unusable manifest, which
 * every report of that load names too (`alert-pack-platforms`).
 */
export function createJobPipelineResources(
  options: JobPipelineResourcesOptions,
): ReloadingResources {
  const { settings, defaultPlatformsPack: defaultPack, log } = options;
  const { platformPacks } = settings;
  // Knowledge base from Postgres (synchronised by the api); enrichment answers shared with every
  // other worker through it too.
  const knowledgeBaseRows = createKnowledgeBaseRepository(options.database);
  const isSyncing = castorRunning(createAppConfigRepository(options.database));
  const knowledgeBase = createDatabaseKnowledgeBase(knowledgeBaseRows, isSyncing);
  // While a sync runs, its files change one by one: the first job after it reloads, once.
  let knowledgeBaseStamp = '';
  const stampKnowledgeBase = async () => {
    if (!(await isSyncing())) {
      knowledgeBaseStamp = await knowledgeBaseRows.contentStamp();
    }
    return knowledgeBaseStamp;
  };
  const enrichmentCache = createEnrichmentCacheRepository(options.database);
  // Read once: the running code does not change under a process (an update restarts it).
  let appGit: Promise<AppGitVersion | undefined> | undefined;
  const readAppGit = () =>
    options.appDir === undefined
      ? Promise.resolve(undefined)
      : (appGit ??= readAppGitVersion(options.appDir));
  return createReloadingResources({
    // Real paths: a job keeps the pack version it started with after an update's switch. Without
    // a configured pack, the community catalog once fetched (the native rules and a notice in
    // every report until then).
    load: async () => {
      const choice = await choosePlatformPacks(platformPacks, defaultPack);
      const exclusionsDir = await chooseExclusionsDir(
        settings.exclusionsDir,
        options.defaultExclusionsDir,
      );
      // COUNTER mode's robots: the resources pack's COUNTER-Robots list when none is configured.
      const counterModeRobotsFile = await chooseCounterRobotsFile(
        settings.counterRobotsFile,
        options.resourcesDir,
      );
      const packProblems: { folder: string; message: string }[] = [];
      const resources = await loadPipelineResources({
        ...settings,
        ...(counterModeRobotsFile === undefined ? {} : { counterModeRobotsFile }),
        platformPacks: await Promise.all(choice.packs.map(pinFolder)),
        packProblems,
        ...(choice.notice === undefined ? {} : { catalogNotice: choice.notice }),
        ...(exclusionsDir === undefined ? {} : { exclusionsDir: await pinFolder(exclusionsDir) }),
        appVersion: options.appVersion,
        appGit: await readAppGit(),
        // Loaded for a job about to run: its pack parsers load while the rest does.
        warmRecognition: true,
        knowledgeBase,
        enrichers: { ...settings.enrichers, cache: enrichmentCache },
      });
      for (const { folder, message } of packProblems) {
        log('warn', `${folder}: platform skipped, its manifest.json cannot be used (${message})`);
      }
      return resources;
    },
    // New verdicts of the differential check (written by the api) reach the next job too.
    stamp: stampOfAll([
      // The hosts of `pkb-domains` platforms are read from the knowledge base at load: a sync
      // that ends after it (the first one at start, an upload's) reaches the next job.
      stampKnowledgeBase,
      createFolderStamp([
        ...watchedPlatformPackPaths(platformPacks, defaultPack),
        ...[
          settings.exclusionsDir ?? options.defaultExclusionsDir,
          // A resources pack fetched after start brings its COUNTER-Robots list to the next job.
          settings.counterRobotsFile === undefined ? options.resourcesDir : undefined,
        ].filter((dir) => dir !== undefined),
        ...(settings.platformVerdictsDir === undefined ? [] : [settings.platformVerdictsDir]),
      ]),
    ]),
    onReload: () => {
      log('info', 'pipeline resources (re)loaded');
    },
  });
}
