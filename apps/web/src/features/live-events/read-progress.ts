import type { ReportGroups } from '../../shared/ui/report-groups.js';

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

/** The live report's input bytes (ADR 0092): read so far, and in all (null: unknown). */
export function readInputBytes(
  report: ReportGroups | null | undefined,
): { read: number; total: number | null } | null {
  const general = report?.general ?? {};
  const read = general['input-bytes-read'];
  if (typeof read !== 'number' || !Number.isFinite(read)) {
    return null;
  }
  const total = general['input-bytes-total'];
  return { read, total: typeof total === 'number' && total > 0 ? total : null };
}

/** Whole percent of the inputs read (100 only once all is read); null without a total. */
export function readPercent(read: number, total: number | null): number | null {
  return total === null ? null : Math.min(100, Math.floor((read / total) * 100));
}

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
