import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createAppConfigRepository,
  createDatabase,
  createUsersRepository,
  migrateToLatest,
  type AppDatabase,
} from '@sillage/db';
import {
  createJobFinishedNotifier,
  createJobPipelineResources,
  createJobQueue,
  createJobStorage,
  createJobStore,
  createPostgresEventBus,
  describeStorageMismatch,
  JOB_STORAGE_ID_KEY,
  jobUrlsFromSettings,
  readStorageId,
  startJobWorker,
  type JobEventBus,
  type JobProcessor,
  type JobWorker,
} from '@sillage/jobs';
import { createMailer, describeMailSenderProblem, type Mailer } from '@sillage/mail';
import type { WorkerConfig } from './config.js';
import { WORKER_VERSION } from './version.js';

/** The application's install folder (`apps/worker/{src,dist}/` is two levels below it). */
const INSTALL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface WorkerLogger {
  info(message: string): void;
  warn(message: string): void;
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
      const resources = createJobPipelineResources({
        database: database.db,
        settings: config.resources ?? { platformPacks: [] },
        defaultPlatformsPack: config.resources?.defaultPlatformsPack,
        defaultExclusionsDir: config.resources?.defaultExclusionsDir,
        resourcesDir: config.resources?.resourcesDir,
        appVersion: dependencies.version ?? WORKER_VERSION,
        appDir: INSTALL_DIR,
        log: (level, message) => {
          logger[level](message);
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
      const senderProblem = mailer.isConfigured ? describeMailSenderProblem(mail.from) : undefined;
      if (senderProblem !== undefined) {
        logger.warn(senderProblem);
      }
    }
    const users = createUsersRepository(database.db);
    const storage = createJobStorage(path.resolve(config.dataDir, 'files'));
    const mismatch = describeStorageMismatch(
      config.dataDir,
      await createAppConfigRepository(database.db).get(JOB_STORAGE_ID_KEY),
      await readStorageId(storage.root),
    );
    if (mismatch !== undefined) {
      throw new Error(mismatch);
    }
    // Ends the waits between tries of a job-finished mail when the worker stops (see the notifier).
    const mailRetries = new AbortController();
    const jobs = await startJobWorker({
      store: createJobStore(database.db),
      storage,
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
              signal: mailRetries.signal,
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
          // A mail waiting to be tried again (greylisting) would hold the stop for minutes.
          mailRetries.abort();
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
