import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  PlatformsCatalogStatusSchema,
  type PlatformsCatalogStatus,
  type ReportNoticeCode,
  type ReportNoticeParams,
} from '@sillage/shared-types';

/** Where the community platforms catalog lives inside a data folder (ADR 0045). */
export const DEFAULT_PLATFORMS_PACK_PATH = path.join('packs', 'platforms');

/** The default platforms pack of a data folder: the api fetches it there, workers and the CLI read it. */
export function defaultPlatformsPackDir(dataDir: string): string {
  return path.join(dataDir, DEFAULT_PLATFORMS_PACK_PATH);
}

/**
 * The api's record of the default pack's fetch, beside the pack folder: workers and the CLI,
 * which cannot ask the api, read it to say why they serve without a pack.
 */
export function platformsCatalogStateFile(packDir: string): string {
  return `${packDir}.state.json`;
}

/** The recorded fetch state of a default pack; undefined when none was recorded (or unreadable). */
export async function readPlatformsCatalogState(
  packDir: string,
): Promise<PlatformsCatalogStatus | undefined> {
  try {
    const parsed = PlatformsCatalogStatusSchema.safeParse(
      JSON.parse(await readFile(platformsCatalogStateFile(packDir), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const NATIVE_ONLY = 'Native platform rules only';

/**
 * Why jobs run without the community catalog: the report's English sentence (`text`), and its
 * code and values for readers in other languages.
 */
export interface CatalogNotice {
  text: string;
  code: Extract<ReportNoticeCode, `catalog-${string}`>;
  params: ReportNoticeParams;
}

/** Why jobs run without the community catalog, in the report's words and as a code. */
export function describeMissingCatalog(state: PlatformsCatalogStatus | undefined): CatalogNotice {
  switch (state?.state) {
    case 'fetching':
      return {
        text: `${NATIVE_ONLY}: the community platforms catalog is still being fetched.`,
        code: 'catalog-fetching',
        params: {},
      };
    case 'failed': {
      const reason = state.reason ?? 'unknown reason';
      return {
        text: `${NATIVE_ONLY}: fetching the community platforms catalog failed: ${reason}`,
        code: 'catalog-fetch-failed',
        params: { reason },
      };
    }
    case 'disabled':
      return {
        text: `${NATIVE_ONLY}: fetching the community platforms catalog is turned off (SILLAGE_PLATFORMS_FETCH) and no platforms pack is configured (SILLAGE_PLATFORM_PACKS).`,
        code: 'catalog-fetch-disabled',
        params: {},
      };
    case 'not-configured':
    case 'ready':
    case undefined:
      // (`ready` with no folder: the copy was removed since.)
      return {
        text: `${NATIVE_ONLY}: the community platforms catalog has not been fetched yet.`,
        code: 'catalog-not-fetched',
        params: {},
      };
  }
}

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** The platform packs a job or a run loads, and why there are none when the default is missing. */
export interface PlatformPacksChoice {
  packs: string[];
  /** Set when the native rules serve alone because the default pack is not there. */
  notice?: CatalogNotice;
}

/**
 * The configured packs when there are any; else the default pack when its folder exists; else
 * none, with the notice that says why (a pack folder that does not exist yet never breaks a job:
 * the native catalog serves until it appears).
 */
export async function choosePlatformPacks(
  configured: readonly string[],
  defaultDir: string | undefined,
): Promise<PlatformPacksChoice> {
  if (configured.length > 0) {
    return { packs: [...configured] };
  }
  if (defaultDir === undefined) {
    return { packs: [] };
  }
  if (await isDirectory(defaultDir)) {
    return { packs: [defaultDir] };
  }
  return { packs: [], notice: describeMissingCatalog(await readPlatformsCatalogState(defaultDir)) };
}

/**
 * What to stamp so that a change of {@link choosePlatformPacks}'s answer is noticed: the
 * configured packs, or the default pack folder and its state file.
 */
export function watchedPlatformPackPaths(
  configured: readonly string[],
  defaultDir: string | undefined,
): string[] {
  if (configured.length > 0 || defaultDir === undefined) {
    return [...configured];
  }
  return [defaultDir, platformsCatalogStateFile(defaultDir)];
}
