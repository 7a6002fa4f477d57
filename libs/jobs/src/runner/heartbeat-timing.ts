/**
 * How the heartbeats relate to the stale limit (SILLAGE_STALE_AFTER_MS), in the api and the
 * worker alike: a checker declares a job dead after that much silence, so whatever beats for a
 * live job must beat well within it, or live jobs and uploads are failed as dead.
 */

/** The longest period between two heartbeats of an upload in progress. */
export const UPLOAD_HEARTBEAT_MS = 10_000;

/** Beats that fit in one stale limit: one or two may be late (a busy event loop, a slow query). */
const BEATS_PER_STALE_LIMIT = 4;

/** An upload's heartbeat period for a stale limit: a quarter of it, 10 s at most. */
export function uploadHeartbeatFor(staleAfterMs: number): number {
  return Math.max(
    1,
    Math.min(UPLOAD_HEARTBEAT_MS, Math.floor(staleAfterMs / BEATS_PER_STALE_LIMIT)),
  );
}

/**
 * A running job's heartbeat (SILLAGE_HEARTBEAT_MS) must leave room for late beats within the
 * stale limit; the problem found, naming both variables, or none.
 */
export function checkHeartbeat(heartbeatMs: number, staleAfterMs: number): string[] {
  return heartbeatMs * 2 > staleAfterMs
    ? [
        `SILLAGE_HEARTBEAT_MS: ${String(heartbeatMs)} ms is over half of SILLAGE_STALE_AFTER_MS (${String(staleAfterMs)} ms): running jobs would be taken for dead; lower the first or raise the second`,
      ]
    : [];
}
