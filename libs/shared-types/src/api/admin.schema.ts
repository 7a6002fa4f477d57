import { z } from 'zod';

/** `POST /api/admin/restart` query: `force=true` restarts even while jobs run. */
export const RestartQuerySchema = z.object({
  force: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => value === 'true' || value === '1' || value === 'yes'),
});
export type RestartQuery = z.infer<typeof RestartQuerySchema>;

/** `POST /api/admin/restart` response, sent before the process exits. */
export const RestartResponseSchema = z.object({ restarting: z.literal(true) });
export type RestartResponse = z.infer<typeof RestartResponseSchema>;

/** The repositories whose version the admin pages show and update. */
export const REPOSITORY_NAMES = [
  'platforms',
  'middlewares',
  'resources',
  'exclusions',
  'app',
] as const;
export const RepositoryNameSchema = z.enum(REPOSITORY_NAMES);
export type RepositoryName = z.infer<typeof RepositoryNameSchema>;

/**
 * `GET /api/admin/{repo}/status`: where a git working copy stands against its remote (the
 * reference's keys). `from-head`: whether the remote branch has commits HEAD lacks; `from-tag`:
 * HEAD against the latest tag (`upward` = past it). A plain folder only has `is-git-repo: false`.
 */
/**
 * Where the fetch of a default satellite pack stands (exclusions, resources), while its folder is
 * not in place: the api clones it into its data folder at first start, as it does the platforms
 * catalog. `fetching` with its percentage; `failed` with git's reason; `disabled` when its
 * SILLAGE_*_FETCH is `false`.
 */
export const SatelliteFetchSchema = z.object({
  state: z.enum(['fetching', 'failed', 'disabled']),
  progress: z.number().int().min(0).max(100).optional(),
  reason: z.string().optional(),
  /** Upstream repository (user and password removed) and branch. */
  repository: z.string().optional(),
  branch: z.string().optional(),
});
export type SatelliteFetch = z.infer<typeof SatelliteFetchSchema>;

/** The satellite packs the api can fetch into its data folder (ezPAARSE's satellite repositories). */
export const SATELLITE_PACK_NAMES = ['exclusions', 'resources'] as const;
export const SatellitePackNameSchema = z.enum(SATELLITE_PACK_NAMES);
export type SatellitePackName = z.infer<typeof SatellitePackNameSchema>;

export const RepositoryStatusSchema = z.object({
  'is-git-repo': z.boolean(),
  /** Ours: a default satellite pack not in place yet, and where its fetch stands. */
  fetch: SatelliteFetchSchema.optional(),
  current: z.string().optional(),
  head: z.string().optional(),
  tag: z.string().optional(),
  'from-head': z.enum(['uptodate', 'outdated']).optional(),
  'from-tag': z.enum(['uptodate', 'outdated', 'upward']).optional(),
  'local-commits': z.boolean().optional(),
  'local-changes': z.boolean().optional(),
  /**
   * Ours: an update of this pack is under way (started by any admin, in any api process sharing
   * the data folder); the other keys are then the last answer, without a fetch.
   */
  'update-running': z.boolean().optional(),
});
export type RepositoryStatus = z.infer<typeof RepositoryStatusSchema>;

/** `PUT /api/admin/{repo}/status` answer: the status after the update, and what changed. */
export const RepositoryUpdateSchema = RepositoryStatusSchema.extend({
  /** Commit before and after (equal when there was nothing to take). */
  from: z.string().optional(),
  to: z.string().optional(),
  /** Commit day (YYYY-MM-DD) of `from` and of `to`, when git tells them. */
  'from-date': z.string().optional(),
  'to-date': z.string().optional(),
});
export type RepositoryUpdate = z.infer<typeof RepositoryUpdateSchema>;

/** `GET /api/info/{platforms|middlewares}/changed`: top folder → files changed on the remote. */
export const ChangedFilesSchema = z.record(z.string(), z.array(z.string()));

/**
 * The name a KBART file of `POST /api/admin/pkb` must have, `<package>_<YYYY-MM-DD>.txt`: dated as
 * the packages list reads them, or it would be loaded yet never shown among the platform's.
 */
export const PKB_UPLOAD_FILE_NAME = /^[\w.-]+_\d{4}-\d{2}-\d{2}\.txt$/;

/** `POST /api/admin/pkb` answer: the KBART files kept (a background sync then loads them). */
export const PkbUploadResponseSchema = z.object({
  saved: z.array(z.object({ platform: z.string(), name: z.string(), size: z.number().int() })),
});
export type PkbUploadResponse = z.infer<typeof PkbUploadResponseSchema>;

/** One middleware and the request headers it reads (`GET /api/info/middlewares/headers`). */
export const MiddlewareHeadersSchema = z.object({
  name: z.string(),
  headers: z.array(z.object({ name: z.string() })),
});

/**
 * `GET /api/info/middlewares` and the answer of `POST /api/middlewares`: the build's default
 * chain (`config`), the chain jobs use (`enabled`: the saved one, else the default), the other
 * middlewares this build can run (`available`), and every middleware's headers.
 */
export const MiddlewaresInfoSchema = z.object({
  config: z.array(z.string()),
  enabled: z.array(z.string()),
  available: z.array(z.string()),
  headers: z.array(MiddlewareHeadersSchema),
});
export type MiddlewaresInfo = z.infer<typeof MiddlewaresInfoSchema>;

/** `POST /api/middlewares` body (admin): the chain every job uses unless it edits it. */
export const SaveMiddlewaresSchema = z.object({
  middlewares: z.array(z.string().regex(/^[a-z0-9_-]+$/i)).min(1),
});

/**
 * `PUT /api/admin/app/status` query (reference flags; `yes`/`true` and `no`/`false` accepted).
 * Strict: a misspelt flag is refused, never silently dropped (the update would run without it).
 */
export const AppUpdateQuerySchema = z.strictObject({
  /**
   * `latest`: the newest commit of the followed branch; absent or `stable` (what the reference
   * client sends): the latest tag; anything else: that tag.
   */
  version: z
    .string()
    // A tag or `latest`, never an option: git receives it as an argument (no shell).
    .regex(/^(?!-)[\w.\-/]+$/)
    .optional(),
  force: z
    .enum(['true', 'false', 'yes', 'no', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === 'yes' || value === '1'),
  rebuild: z
    .enum(['true', 'false', 'yes', 'no', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== 'no' && value !== '0'),
  /** The reference client's socket id, accepted as such: every admin's socket gets the `update-logs`. */
  socket: z.string().max(128).optional(),
});

/** `PUT /api/admin/{platforms|middlewares|resources|exclusions}/status` query: none is taken. */
export const RepositoryUpdateQuerySchema = z.strictObject({});

/** `PUT /api/admin/app/status` answer, sent before the process restarts. */
export const AppUpdateResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  restarting: z.literal(true),
});
