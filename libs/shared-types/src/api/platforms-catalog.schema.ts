import { z } from 'zod';

/**
 * Where the community platforms catalog (an ezPAARSE-layout pack) of an instance stands:
 * - `not-configured`: no pack yet and no fetch has run (the native rules serve);
 * - `fetching`: the api is cloning the upstream repository into the data folder;
 * - `ready`: a pack is in place and jobs load it;
 * - `failed`: the last fetch failed (`reason` says why; the native rules serve);
 * - `disabled`: fetching is turned off and no pack is configured (the native rules serve).
 */
export const PLATFORMS_CATALOG_STATES = [
  'not-configured',
  'fetching',
  'ready',
  'failed',
  'disabled',
] as const;
export const PlatformsCatalogStateSchema = z.enum(PLATFORMS_CATALOG_STATES);
export type PlatformsCatalogState = z.infer<typeof PlatformsCatalogStateSchema>;

/** Steps of a `git clone --progress`, in order. */
export const PLATFORMS_CATALOG_PHASES = [
  'connecting',
  'receiving',
  'resolving',
  'checkout',
] as const;
export const PlatformsCatalogPhaseSchema = z.enum(PLATFORMS_CATALOG_PHASES);
export type PlatformsCatalogPhase = z.infer<typeof PlatformsCatalogPhaseSchema>;

/**
 * `GET /api/platforms-catalog/status`, the `platforms-catalog:update` websocket message, and the
 * state file the api keeps beside the pack folder for the workers and the CLI (never a server
 * path, never credentials).
 */
export const PlatformVerificationFailureSchema = z.object({
  /** The pack version checked (`git:<commit>` or `content:<hash>`), when it could be read. */
  packKey: z.string().optional(),
  /** Why, in one short line (server paths left out). */
  reason: z.string(),
  /** When it failed (ISO 8601). */
  at: z.string(),
});
export type PlatformVerificationFailure = z.infer<typeof PlatformVerificationFailureSchema>;

export const PlatformsCatalogStatusSchema = z.object({
  state: PlatformsCatalogStateSchema,
  /** `default`: the pack the api fetches into its data folder; `configured`: SILLAGE_PLATFORM_PACKS. */
  origin: z.enum(['default', 'configured']),
  /** Upstream repository (user and password removed) and branch of the default pack. */
  repository: z.string().optional(),
  branch: z.string().optional(),
  /** While fetching: the current step and the overall percentage (0–100). */
  phase: PlatformsCatalogPhaseSchema.optional(),
  progress: z.number().int().min(0).max(100).optional(),
  /** Ready: `git describe --tags --always` (the reports' `platforms-version`), commit, commit day. */
  version: z.string().optional(),
  commit: z.string().optional(),
  date: z.string().optional(),
  /** Failed: why, in git's words. */
  reason: z.string().optional(),
  /** When the state last changed (ISO 8601). */
  since: z.string().optional(),
  /**
   * The differential check of native platforms against this pack version failed (not in the
   * state file): no verdict will come until an admin asks again or the pack changes, and the
   * pack serves every platform meanwhile.
   */
  verification: PlatformVerificationFailureSchema.optional(),
  /**
   * Platform folders of this pack with a manifest but no readable `parser.js`: skipped, as the
   * reference skips them (a native platform of that name serves instead).
   */
  brokenPlatforms: z.array(z.string()).optional(),
  /**
   * Platform folders of this pack whose manifest.json cannot be used (not JSON, no name, no
   * domains…) or names a platform an earlier folder serves, with why in the loader's words:
   * jobs skip them and name them in their reports.
   */
  unusablePlatforms: z.array(z.object({ folder: z.string(), reason: z.string() })).optional(),
});
export type PlatformsCatalogStatus = z.infer<typeof PlatformsCatalogStatusSchema>;
