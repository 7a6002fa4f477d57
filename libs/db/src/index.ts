export type {
  CustomSettingsRow,
  EnrichmentCacheTable,
  Database,
  JobRow,
  JobStatusColumn,
  SessionRow,
  UserGroup,
  UserLocale,
  UserRow,
} from './database.js';
export {
  createDatabase,
  EMBEDDED_SHARED_BUFFERS_MB,
  guardPoolClients,
  type AppDatabase,
  type DatabaseDriver,
  type DatabaseOptions,
  type RawResult,
} from './create-database.js';
export { DatabaseInUseError } from './data-folder-lock.js';
export { EmbeddedDatabaseDamagedError } from './embedded-database-damaged.js';
export { isDatabaseUnreachable } from './database-unreachable.js';
export { migrateToLatest } from './migrate.js';
export { MIGRATIONS } from './migrations/index.js';
export { hashPassword, verifyPassword } from './password-hash.js';
export {
  createUsersRepository,
  type NewUser,
  type PublicUserRow,
  type UsersRepository,
} from './repositories/users.repository.js';
export {
  createSessionsRepository,
  type SessionsRepository,
} from './repositories/sessions.repository.js';
export {
  createJobsRepository,
  type JobCounters,
  type JobsRepository,
  type NewJob,
} from './repositories/jobs.repository.js';
export {
  createCustomSettingsRepository,
  type CustomSettingsInput,
  type CustomSettingsRepository,
} from './repositories/custom-settings.repository.js';
export {
  createAppConfigRepository,
  type AppConfigRepository,
} from './repositories/app-config.repository.js';
export {
  createEnrichmentCacheRepository,
  type CachedEnrichment,
  type EnrichmentCacheRepository,
  type EnrichmentCacheRepositoryOptions,
} from './repositories/enrichment-cache.repository.js';
export {
  createKnowledgeBaseRepository,
  type KbFile,
  type KbLookupKeys,
  type KbRowData,
  type KnowledgeBaseRepository,
} from './repositories/knowledge-base.repository.js';
export {
  createRateLimitsRepository,
  type RateLimitsRepository,
  type RateLimitWindow,
} from './repositories/rate-limits.repository.js';
export {
  LONE_SURROGATE_STAND_IN,
  NUL_STAND_IN,
  StorableTextPlugin,
  storableText,
} from './storable-text-plugin.js';
