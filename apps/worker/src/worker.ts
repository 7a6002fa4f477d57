import path from 'node:path';
import {
  createAppConfigRepository,
  createDatabase,
  createEnrichmentCacheRepository,
  createKnowledgeBaseRepository,
  createUsersRepository,
  migrateToLatest,
  type AppDatabase,
} from '@sillage/db';
import {
  castorRunning,
  createDatabaseKnowledgeBase,
  createFolderStamp,
  createJobFinishedNotifier,
  createJobQueue,
  createJobStorage,
  createJobStore,
  createPostgresEventBus,
  createReloadingResources,
  jobUrlsFromSettings,
  pinFolder,
  startJobWorker,
  type JobEventBus,
  type JobProcessor,
  type JobWorker,
} from '@sillage/jobs';
import { createMailer, type Mailer } from '@sillage/mail';
import {
  choosePlatformPacks,
  loadPipelineResources,
  watchedPlatformPackPaths,
} from '@sillage/pipeline';
import type { WorkerConfig } from './config.js';
import { WORKER_VERSION } from './version.js';

export interface WorkerLogger {
  info(message: string): void;
  error(message: string): void;
}

/** A running worker process: connected, schema checked, claiming jobs until stopped. */
export interface Worker {
  readonly database: AppDatabase;
  readonly jobs: JobWorker;
  stop(): Promise<void>;
}

/** Replaces parts of the worker in tests. */
export interface WorkerDependencies {
  processor?: JobProcessor;
  /** Release stamped on jobs (default: this package's version). */
  version?: string;
}

/**
 * Connects to the shared database, brings its schema up to date, loads the pipeline's resources
 * and starts claiming jobs from the queue (events go out through Postgres NOTIFY).
 */
export async function startWorker(
  config: WorkerConfig,
  logger: WorkerLogger,
  dependencies: WorkerDependencies = {},
): Promise<Worker> {
  const database = await createDatabase({
    driver: 'postgres',
    url: config.databaseUrl,
    poolSize: 4,
  });
  let bus: JobEventBus | undefined;
  let mailer: Mailer | undefined;
  let closeResources: () => Promise<void> = () => Promise.resolve();
  try {
    await migrateToLatest(database.db);
    bus = await createPostgresEventBus({
      connectionString: config.databaseUrl,
      executeSql: (text, values) => database.executeSql(text, values),
      onError: (error) => {
        logger.error(`event bus: ${error.message}`);
      },
    });
    let processor = dependencies.processor;
    if (processor === undefined) {
      // Knowledge base from Postgres (synchronised by the api); packs re-read when they change.
      const knowledgeBase = createDatabaseKnowledgeBase(
        createKnowledgeBaseRepository(database.db),
        castorRunning(createAppConfigRepository(database.db)),
      );
      const platformPacks = config.resources?.platformPacks ?? [];
      const defaultPack = config.resources?.defaultPlatformsPack;
      const resources = createReloadingResources({
        // Real paths: a job keeps the pack version it started with after an update's switch.
        // Without a configured pack, the community catalog once the api has fetched it (the
        // native rules and a notice in every report until then).
        load: async () => {
          const choice = await choosePlatformPacks(platformPacks, defaultPack);
          return loadPipelineResources({
            ...config.resources,
            platformPacks: await Promise.all(choice.packs.map(pinFolder)),
            ...(choice.notice === undefined ? {} : { catalogNotice: choice.notice }),
            ...(config.resources?.exclusionsDir === undefined
              ? {}
              : { exclusionsDir: await pinFolder(config.resources.exclusionsDir) }),
            appVersion: dependencies.version ?? WORKER_VERSION,
            // Loaded for a job about to run: its pack parsers load while the rest does.
            warmRecognition: true,
            knowledgeBase,
            // Network-enrichment answers are shared with every other worker through Postgres.
            enrichers: {
              ...config.resources?.enrichers,
              cache: createEnrichmentCacheRepository(database.db),
            },
          });
        },
        // New verdicts of the differential check (written by the api) reach the next job too.
        stamp: createFolderStamp([
          ...watchedPlatformPackPaths(platformPacks, defaultPack),
          ...(config.resources?.exclusionsDir === undefined
            ? []
            : [config.resources.exclusionsDir]),
          ...(config.resources === undefined ? [] : [config.resources.platformVerdictsDir]),
        ]),
        onReload: () => {
          logger.info('pipeline resources (re)loaded');
        },
      });
      await resources.current();
      closeResources = () => resources.close();
      processor = resources.processor();
    }
    const base = config.publicUrl ?? '';
    const mail = config.mail;
    if (mail !== undefined) {
      mailer = createMailer(mail.smtpUrl, mail.from);
    }
    const users = createUsersRepository(database.db);
    const jobs = await startJobWorker({
      store: createJobStore(database.db),
      storage: createJobStorage(path.resolve(config.dataDir, 'files')),
      queue: createJobQueue({ database, connectionString: config.databaseUrl }),
      bus,
      processor,
      concurrency: config.concurrency,
      ...(config.inputChunkDelayMs === undefined
        ? {}
        : { inputChunkDelayMs: config.inputChunkDelayMs }),
      ...(config.heartbeatIntervalMs === undefined
        ? {}
        : { heartbeatIntervalMs: config.heartbeatIntervalMs }),
      ...(config.staleAfterMs === undefined ? {} : { staleAfterMs: config.staleAfterMs }),
      ...(config.staleCheckIntervalMs === undefined
        ? {}
        : { staleCheckIntervalMs: config.staleCheckIntervalMs }),
      urlsFor: (jobId, settings) => jobUrlsFromSettings(jobId, settings, base),
      ...(mail === undefined || mailer === undefined
        ? {}
        : {
            onFinished: createJobFinishedNotifier({
              mailer,
              appName: mail.appName,
              publicUrl: config.publicUrl,
              findUser: (id) => users.findById(id),
              findUserByEmail: (email) => users.findByEmail(email),
            }),
          }),
      log: (level, message) => {
        logger[level](message);
      },
    });
    logger.info(`worker ${jobs.workerId} ready (concurrency ${config.concurrency})`);
    let stopping: Promise<void> | undefined;
    const openBus = bus;
    const openMailer = mailer;
    return {
      database,
      jobs,
      stop() {
        stopping ??= (async () => {
          await jobs.stop();
          await openBus.close();
          openMailer?.close();
          await closeResources();
          await database.close();
          logger.info('worker stopped');
        })();
        return stopping;
      },
    };
  } catch (error) {
    await bus?.close();
    mailer?.close();
    await closeResources();
    await database.close();
    throw error;
  }
}
