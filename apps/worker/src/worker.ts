import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createAppConfigRepository,
  createDatabase,
  createRateLimitsRepository,
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
  /**
   * Told when the worker stops itself: the api recorded another data folder than this worker's
   * after it started. The process then ends with an error.
   */
  onRefused?: (problem: string) => void;
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
    const appConfig = createAppConfigRepository(database.db);
    const storageProblem = async () => {
      const recorded = await appConfig.get(JOB_STORAGE_ID_KEY);
      const problem = describeStorageMismatch(
        config.dataDir,
        recorded,
        await readStorageId(storage.root),
      );
      return { problem, recorded: typeof recorded === 'string' };
    };
    const atStart = await storageProblem();
    if (atStart.problem !== undefined) {
      throw new Error(atStart.problem);
    }
    // Started before the api recorded its folder (compose starts both at once): checked again
    // before each claim until it is, and a worker on another folder stops instead of failing
    // every job it takes.
    let storageChecked = atStart.recorded;
    // Set once the worker exists: a refusal found before (a job claimed at once) waits for it.
    let refusal: string | undefined;
    let stopRefused = (): void => undefined;
    const mayClaim = async () => {
      if (refusal !== undefined) {
        return false;
      }
      if (storageChecked) {
        return true;
      }
      const late = await storageProblem();
      if (late.problem === undefined) {
        storageChecked = late.recorded;
        return true;
      }
      refusal = late.problem;
      stopRefused();
      return false;
    };
    // Ends the waits between tries of a job-finished mail when the worker stops (see the notifier).
    const mailRetries = new AbortController();
    const jobs = await startJobWorker({
      store: createJobStore(database.db),
      storage,
      queue: createJobQueue({ database, connectionString: config.databaseUrl, bus }),
      bus,
      processor,
      mayClaim,
      concurrency: config.concurrency,
      ...(config.inputChunkDelayMs === undefined
        ? {}
        : { inputChunkDelayMs: config.inputChunkDelayMs }),
      ...(config.heartbeatIntervalMs === undefined
        ? {}
        : { heartbeatIntervalMs: config.heartbeatIntervalMs }),
      ...(config.staleAfterMs === undefined ? {} : { staleAfterMs: config.staleAfterMs }),
      appVersion: dependencies.version ?? WORKER_VERSION,
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
              addressBudget: {
                counters: createRateLimitsRepository(database.db),
                now: () => new Date(),
              },
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
    const worker: Worker = {
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
    stopRefused = () => {
      logger.error(refusal ?? '');
      dependencies.onRefused?.(refusal ?? '');
      void worker.stop();
    };
    if (refusal !== undefined) {
      stopRefused();
    }
    return worker;
  } catch (error) {
    await bus?.close();
    mailer?.close();
    await closeResources();
    await database.close();
    throw error;
  }
}
