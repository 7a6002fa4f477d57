import { stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEnrichmentCacheRepository, createRateLimitsRepository } from '@sillage/db';
import {
  createInProcessEventBus,
  createJobFinishedNotifier,
  createJobPipelineResources,
  createJobQueue,
  createJobStorage,
  ensureStorageId,
  JOB_STORAGE_ID_KEY,
  createJobStore,
  createPostgresEventBus,
  jobUrlsFromSettings,
  startJobWorker,
  startRetentionSweep,
  type JobEventBus,
  type JobProcessor,
  type JobQueue,
  type JobStorage,
  type JobStore,
  type JobWorker,
} from '@sillage/jobs';
import { JOB_SETTINGS_CHECKS, PIPELINE_MIDDLEWARES } from '@sillage/pipeline';
import type { JobSettingsSources, PredefinedSettingsMap } from '@sillage/shared-types';
import type { ApiConfig } from '../../config.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { listCustomSettings } from '../info/custom-settings.service.js';
import type { ReloadingFile } from '../info/reloading-file.js';
import { readSavedChain } from '../middlewares/middlewares.routes.js';

/** Everything the job routes share: rows, files, queue, events and (embedded) the worker. */
export interface JobRuntime {
  store: JobStore;
  storage: JobStorage;
  queue: JobQueue;
  bus: JobEventBus;
  /** The in-process worker of the embedded mode. */
  worker: JobWorker | undefined;
  /** This build's version, for the report of a job that ends before any run (its upload). */
  version: string;
  /**
   * Where `parseJobSettings` finds predefined settings (with the custom ones `user` may see) and
   * the middlewares this build runs.
   */
  settingsSources(user: AuthUser | null): Promise<JobSettingsSources>;
}

/**
 * The 4026 hint of an instance without a predefined-settings file: the institutions' settings
 * (the reference's 128) come with a resources pack.
 */
const NO_PREDEFINED_FILE =
  "this server has only its built-in predefined settings: a resources pack (SILLAGE_RESOURCES_DIR, or the one fetched at first start) adds the institutions'";

declare module 'fastify' {
  interface FastifyInstance {
    jobRuntime: JobRuntime;
  }
}

/** Job timings that tests shorten; unset, each is the configured one (ApiConfig.jobs.timing). */
export interface JobTimings {
  /** How often an upload in progress proves it is alive (upload routes). */
  uploadHeartbeatMs?: number;
  /** The embedded worker's stale limit and how often it checks (startJobWorker's defaults). */
  staleAfterMs?: number;
  staleCheckIntervalMs?: number;
}

export interface JobRuntimeOptions {
  config: ApiConfig;
  version: string;
  /** Read again when the resources pack changed (see `openResourceFile`). */
  predefinedSettings: ReloadingFile<PredefinedSettingsMap>;
  /** Replaces the pipeline (tests); loaded from the configured resources otherwise. */
  processor?: JobProcessor;
  /** Replaces the event bus (tests sharing one between apps). */
  bus?: JobEventBus;
  timing?: JobTimings;
  /**
   * False when the database was handed in (tests sharing one between apps); true when the app
   * opened it. An embedded database the app opened is this process's alone (see isSoleProcess).
   */
  ownsDatabase?: boolean;
}

/**
 * On a shared database, an api given another data folder than the processes running its jobs
 * would record its own storage as the jobs' (workers with the right folder would then refuse to
 * start) and fail every job it took: it refuses to start, as such a worker does. A database
 * without jobs in progress takes the new folder (a deployment moved to new storage).
 */
async function refuseAnotherStorage(
  app: FastifyInstance,
  store: JobStore,
  storageId: string,
  dataDir: string,
): Promise<void> {
  const recorded = await app.repositories.appConfig.get(JOB_STORAGE_ID_KEY);
  if (typeof recorded !== 'string' || recorded === storageId) {
    return;
  }
  const inProgress = await store.list({ status: ['queued', 'running'] });
  if (inProgress.length > 0) {
    throw new Error(
      `SILLAGE_DATA_DIR: ${dataDir} is not the data folder of the other processes on this ` +
        `database (${String(inProgress.length)} jobs in progress keep their files in another): ` +
        'give every api and worker the same folder (shared)',
    );
  }
}

/**
 * Opens the job queue and event bus (Postgres NOTIFY with DATABASE_URL, in-process otherwise),
 * starts the embedded worker when configured, and the retention sweep; stops them with the app.
 */
export const jobRuntimePlugin = fp<JobRuntimeOptions>(
  async (app, options) => {
    const { config } = options;
    const store = createJobStore(app.database.db);
    const storage = createJobStorage(config.filesDir);
    // Workers compare it with their own folder's: one given another folder refuses to start.
    const storageId = await ensureStorageId(storage.root);
    if (config.database.driver === 'postgres') {
      await refuseAnotherStorage(app, store, storageId, config.dataDir);
    }
    await app.repositories.appConfig.set(JOB_STORAGE_ID_KEY, storageId);
    const bus =
      options.bus ??
      (config.database.driver === 'postgres'
        ? await createPostgresEventBus({
            connectionString: config.database.url,
            executeSql: (text, values) => app.database.executeSql(text, values),
            onError: (error) => {
              app.log.warn({ err: error }, 'job event bus');
            },
          })
        : createInProcessEventBus());
    const queue = createJobQueue({
      database: app.database,
      bus,
      ...(config.database.driver === 'postgres' ? { connectionString: config.database.url } : {}),
      onError: (error) => {
        app.log.error({ err: error }, 'job queue');
      },
    });

    // Expired by the retention sweep (the workers' enrichment answers, shared through Postgres).
    const enrichmentCache = createEnrichmentCacheRepository(app.database.db);
    let worker: JobWorker | undefined;
    // Ends the waits between tries of a job-finished mail when the api stops (see the notifier).
    const mailRetries = new AbortController();
    let closeResources: (() => Promise<void>) | undefined;
    if (config.jobs.embeddedWorker) {
      // The pipeline's resources load on the first job, not at start-up, and again for the next
      // job when a pack folder changed (an update swapped it in); the knowledge base is Postgres.
      const resources = createJobPipelineResources({
        database: app.database.db,
        settings: config.jobs.resources,
        defaultPlatformsPack: config.catalogs.platformsCatalog.defaultDir,
        defaultExclusionsDir: config.catalogs.satellites.exclusions?.defaultDir,
        resourcesDir: config.catalogs.resourcesDir,
        appVersion: options.version,
        appDir: config.catalogs.appDir,
        log: (level, message) => {
          app.log[level](message);
        },
      });
      const processor: JobProcessor = options.processor ?? resources.processor();
      closeResources = () => resources.close();
      worker = await startJobWorker({
        store,
        storage,
        queue,
        bus,
        processor,
        concurrency: config.jobs.concurrency,
        inputChunkDelayMs: config.jobs.inputChunkDelayMs,
        heartbeatIntervalMs: config.jobs.timing.heartbeatMs,
        // PGlite opens in one process only: after a kill -9 its jobs are recovered at start-up.
        isSoleProcess: config.database.driver === 'pglite' && options.ownsDatabase === true,
        staleAfterMs: options.timing?.staleAfterMs ?? config.jobs.timing.staleAfterMs,
        appVersion: options.version,
        staleCheckIntervalMs:
          options.timing?.staleCheckIntervalMs ?? config.jobs.timing.staleCheckMs,
        urlsFor: (jobId, settings) => jobUrlsFromSettings(jobId, settings, config.publicUrl ?? ''),
        onFinished: createJobFinishedNotifier({
          mailer: app.mailer,
          appName: config.appName,
          publicUrl: config.publicUrl,
          findUser: (id) => app.repositories.users.findById(id),
          findUserByEmail: (email) => app.repositories.users.findByEmail(email),
          signal: mailRetries.signal,
          addressBudget: {
            counters: createRateLimitsRepository(app.database.db),
            now: () => new Date(),
          },
        }),
        log: (level, message) => {
          app.log[level]({ worker: 'embedded' }, message);
        },
      });
    }
    const stopRetention = startRetentionSweep({
      store,
      storage,
      enrichmentCache,
      retentionMs: config.jobs.retentionMs,
      intervalMs: Math.min(3_600_000, config.jobs.retentionMs / 4),
      onError: (error) => {
        app.log.error({ err: error }, 'retention sweep');
      },
    });

    // The 4026 hint lasts until a predefined-settings file is there (a resources pack fetched
    // after start-up counts).
    const predefinedFile =
      config.predefinedSettingsFile ??
      path.join(config.catalogs.resourcesDir, 'predefined-settings.json');
    const hasPredefinedFile = () =>
      stat(predefinedFile).then(
        () => true,
        () => false,
      );

    app.decorate('jobRuntime', {
      store,
      storage,
      queue,
      bus,
      worker,
      version: options.version,
      async settingsSources(user) {
        // Only the custom settings this caller may see: another user's are not theirs to use.
        const custom = await listCustomSettings(app.repositories, user);
        // No prototype: a custom id such as `constructor` or `__proto__` is an entry like any.
        const predefined: Record<string, { headers: Record<string, string> }> = Object.assign(
          Object.create(null) as Record<string, { headers: Record<string, string> }>,
          await options.predefinedSettings.current(),
        );
        for (const setting of custom) {
          if (!Object.hasOwn(predefined, setting.id)) {
            predefined[setting.id] = { headers: setting.headers };
          }
        }
        const chain = await readSavedChain(app.repositories.appConfig);
        const { defaultHeaders } = config.jobs;
        return {
          predefined,
          ...((await hasPredefinedFile()) ? {} : { predefinedMissingHint: NO_PREDEFINED_FILE }),
          ...(Object.keys(defaultHeaders).length === 0 ? {} : { defaultHeaders }),
          availableMiddlewares: PIPELINE_MIDDLEWARES,
          checks: JOB_SETTINGS_CHECKS,
          ...(chain === undefined ? {} : { middlewaresChain: chain }),
        };
      },
    });

    app.addHook('onClose', async () => {
      stopRetention();
      mailRetries.abort();
      await worker?.stop();
      await queue.stop();
      if (options.bus === undefined) {
        await bus.close();
      }
      await closeResources?.();
    });
  },
  { name: 'job-runtime', dependencies: ['database', 'mail'] },
);
