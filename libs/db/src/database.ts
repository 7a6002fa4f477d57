import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are written as Date or ISO strings and always read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** Has a default on insert; set explicitly on update. */
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables of the application schema, in camelCase (the SQL is snake_case). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  jobs: JobsTable;
  customSettings: CustomSettingsTable;
  appConfig: AppConfigTable;
  enrichmentCache: EnrichmentCacheTable;
  kbFiles: KbFilesTable;
  kbRows: KbRowsTable;
  rateLimits: RateLimitsTable;
}

export type UserGroup = 'admin' | 'user';

/** Languages of an account (the same as `MailLocale` of shared-types, which db does not use). */
export type UserLocale = 'fr' | 'en';

export interface UsersTable {
  id: Generated<string>;
  /** Lower-cased e-mail address; the login name. */
  email: string;
  /** argon2id PHC string; never leaves the server. */
  passwordHash: string;
  group: UserGroup;
  /** Mail the user when one of their jobs ends. */
  notify: Generated<boolean>;
  /** The interface language the user last used; their mails are written in it ('fr' at first). */
  locale: Generated<UserLocale>;
  /** sha256 hex of the single-use reset token; the token itself is only ever mailed. */
  resetTokenHash: string | null;
  resetExpiresAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  id: string;
  userId: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  expiresAt: Timestamp;
}

export type JobStatusColumn = 'queued' | 'running' | 'completed' | 'error' | 'abort';

export interface JobsTable {
  id: string;
  ownerId: string | null;
  status: JobStatusColumn;
  /** The request headers that configure the job, lower-cased names. */
  settings: ColumnType<Record<string, string>, string, string>;
  socketId: string | null;
  workerId: string | null;
  attempts: Generated<number>;
  linesInput: Generated<number>;
  events: Generated<number>;
  deniedEvents: Generated<number>;
  rejectedLines: Generated<number>;
  report: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  errorCode: number | null;
  errorMessage: string | null;
  /** Why an `abort` job stopped (a `JobAbortReason` of the contracts); null otherwise. */
  abortReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account that cancelled the job; null when no signed-in user did, or it was deleted. */
  cancelledBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** The e-mail of whoever cancelled the job, as it was then; null when no signed-in user did. */
  cancelledByEmail: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  startedAt: Timestamp | null;
  endedAt: Timestamp | null;
  heartbeatAt: Timestamp | null;
}

export interface CustomSettingsTable {
  id: string;
  fullName: string;
  country: string | null;
  headers: ColumnType<Record<string, string>, string, string>;
  ownerId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AppConfigTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: UpdatedAt;
}

/** One network-enrichment answer; `record` null means the service has no record for `key`. */
export interface EnrichmentCacheTable {
  service: string;
  key: string;
  record: ColumnType<Record<string, string> | null, string | null, string | null>;
  expiresAt: Timestamp;
}

/** One synchronised KBART file (see the knowledge-base repository). */
export interface KbFilesTable {
  location: string;
  platform: string;
  name: string;
  size: ColumnType<number, number, number>;
  checksum: string;
  rowCount: number;
  state: 'loading' | 'synced';
  syncedAt: UpdatedAt;
  /** The generation of `kb_rows` readers see (migration 0009). */
  generation: ColumnType<number, number | undefined, number>;
}

/** One KBART line of a synchronised file. */
export interface KbRowsTable {
  fileLocation: string;
  platform: string;
  sortKey: string;
  rowNumber: number;
  titleId: string | null;
  printIdentifier: string | null;
  onlineIdentifier: string | null;
  doi: string | null;
  data: ColumnType<Record<string, string>, string, string>;
  /** Visible when equal to its file's `generation`. */
  generation: ColumnType<number, number | undefined, number>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type JobRow = Selectable<JobsTable>;
export type CustomSettingsRow = Selectable<CustomSettingsTable>;
export type SessionRow = Selectable<SessionsTable>;

/** One rate-limited key's fixed window (shared by every api process). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  windowEndsAt: ColumnType<Date, Date, Date>;
}
