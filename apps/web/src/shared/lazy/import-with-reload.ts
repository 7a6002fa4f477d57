/** Spec §8: a failed chunk load reloads the page, at most once a minute. */
export const CHUNK_RELOAD_STORAGE_KEY = 'sillage-chunk-reload-at';
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** True for the errors browsers raise when a lazy chunk cannot be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/** True when no reload happened in the last minute (a new deployment may have renamed chunks). */
export function shouldReloadAfterChunkError(lastReloadAtMs: number | null, nowMs: number): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

function readLastReloadAt(): number | null {
  const stored = Number(window.localStorage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** Runs a dynamic import; on a chunk failure reloads the page (rate-limited) instead of failing. */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const now = Date.now();
    if (isChunkLoadError(error) && shouldReloadAfterChunkError(readLastReloadAt(), now)) {
      window.localStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
      window.location.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
