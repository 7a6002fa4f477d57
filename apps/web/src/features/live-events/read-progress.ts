/** How many input bytes the server had read at one moment (ms since the epoch). */
export interface ReadSample {
  atMs: number;
  bytes: number;
}

/**
 * No time left is shown before the job has been watched this long: the first reports come while
 * the reader fills its buffers and the workers warm up, and a rate from them swings widely.
 */
export const TIME_LEFT_AFTER_MS = 5_000;

/**
 * Seconds left at the rate seen between the first report watched and the latest one; null while
 * that is too short to trust (TIME_LEFT_AFTER_MS), when nothing was read in between, and once
 * everything is read (the job then only writes its last events).
 */
export function estimateSecondsLeft(
  first: ReadSample,
  latest: ReadSample,
  total: number | null,
): number | null {
  const elapsedMs = latest.atMs - first.atMs;
  const bytes = latest.bytes - first.bytes;
  if (total === null || latest.bytes >= total || elapsedMs < TIME_LEFT_AFTER_MS || bytes <= 0) {
    return null;
  }
  return Math.ceil(((total - latest.bytes) * elapsedMs) / bytes / 1000);
}
