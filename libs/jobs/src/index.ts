export { isJobId, JOB_ID_PATTERN } from './job-id.js';
export {
  createJobStorage,
  UnsafeJobPathError,
  type JobStorage,
  type StoredInput,
} from './storage/job-storage.js';
export {
  describeStorageMismatch,
  ensureStorageId,
  JOB_STORAGE_ID_KEY,
  readStorageId,
} from './storage/storage-identity.js';
export {
  createJobStore,
  type FinalOutcome,
  type JobCanceller,
  type JobClaim,
  type JobStore,
  type StaleJobRow,
  type StaleJobsResult,
} from './store/job-store.js';
export {
  createInProcessEventBus,
  type JobEventBus,
  type JobEventListener,
} from './events/event-bus.js';
export {
  createPostgresEventBus,
  fitNotifyPayload,
  MAX_NOTIFY_BYTES,
  type PostgresEventBusOptions,
} from './events/postgres-event-bus.js';
export {
  createJobQueue,
  JOB_QUEUE_NAME,
  type JobMessageHandler,
  type JobQueue,
  type JobQueueOptions,
} from './queue/job-queue.js';
export type {
  JobProcessor,
  JobRunContext,
  JobRunInput,
  JobRunPaths,
  JobRunResult,
  JobRunUrls,
} from './runner/job-processor.js';
export { startJobWorker, type JobWorker, type JobWorkerOptions } from './runner/job-worker.js';
export type { FinishedJob, StopReason } from './runner/job-runner.js';
export {
  jobExpiresAt,
  startRetentionSweep,
  sweepExpiredJobs,
  type RetentionOptions,
} from './retention/retention-sweep.js';
export { createPipelineProcessor, parseTraceLine } from './runner/pipeline-processor.js';
export { parseStoredSettings } from './runner/stored-settings.js';
export { BASE_URL_KEY, buildJobUrls, jobUrlsFromSettings, MAIL_BASE_URL_KEY } from './job-urls.js';
export { unstartedJob, unstartedJobOfRow } from './store/unstarted-job.js';
export {
  createJobFinishedNotifier,
  type JobFinishedNotifierOptions,
  type NotifiedUser,
} from './notifications/job-finished-notifier.js';
export {
  createCastor,
  listCastorSources,
  type Castor,
  type CastorFolders,
  type CastorOptions,
  type CastorSource,
  type CastorSyncSummary,
} from './castor/castor-sync.js';
export {
  CASTOR_STATE_KEY,
  castorRunning,
  createDatabaseKnowledgeBase,
  SYNC_NOTICE,
} from './castor/database-knowledge-base.js';
export { kbartSortKey } from './castor/kbart-chunks.js';
export {
  CASTOR_LOCK_KEY,
  createCastorLease,
  type CastorLease,
  type HeldLease,
} from './castor/castor-lease.js';
export {
  createJobPipelineResources,
  type JobPipelineResourcesOptions,
  type JobResourceSettings,
} from './runner/job-pipeline-resources.js';
export {
  createFolderStamp,
  createReloadingResources,
  pinFolder,
  type ReloadingResources,
  type ReloadingResourcesOptions,
} from './runner/reloading-resources.js';
export {
  checkConfiguredPaths,
  checkDataFolder,
  describeStartupError,
  withoutEmptyValues,
  type ConfiguredPath,
  type StartupContext,
} from './startup/startup-problems.js';
export {
  checkHeartbeat,
  UPLOAD_HEARTBEAT_MS,
  uploadHeartbeatFor,
} from './runner/heartbeat-timing.js';
export { redactPaths } from './errors/redact-paths.js';
export { isStorageFull } from './runner/storage-full.js';
