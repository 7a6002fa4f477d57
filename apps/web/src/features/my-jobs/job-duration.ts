/** Seconds between a job's start and end; null while it has not both. */
export function jobDurationSeconds(
  startedAt: string | null,
  endedAt: string | null,
): number | null {
  if (startedAt === null || endedAt === null) {
    return null;
  }
  const ms = Date.parse(endedAt) - Date.parse(startedAt);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

/** `42 s`, `3 min 05 s`, `1 h 02 min`: the same units in French and English. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
