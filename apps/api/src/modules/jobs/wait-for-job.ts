import type { JobRow } from '@sillage/db';
import type { JobRuntime } from './job-runtime.plugin.js';

const FINAL = new Set(['completed', 'error', 'abort']);

/** True when the job has its final status. */
export function isEnded(row: Pick<JobRow, 'status'>): boolean {
  return FINAL.has(row.status);
}

/**
 * Resolves with the job's row once it has ended: woken by the event bus, and re-reading the row
 * every `pollMs` too, because a notification may be lost (reconnect) or the job may be failed by
 * another process's stale check. Resolves undefined when `signal` aborts or the row disappears.
 */
export function waitForJobEnd(
  runtime: JobRuntime,
  jobId: string,
  signal: AbortSignal,
  pollMs = 2_000,
): Promise<JobRow | undefined> {
  if (signal.aborted) {
    // An abort that came first sends no event: without this, the wait would outlive its client.
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    let settled = false;
    let checking = false;
    const finish = (row: JobRow | undefined) => {
      if (settled) {
        return;
      }
      settled = true;
      unsubscribe();
      clearInterval(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(row);
    };
    const check = () => {
      if (checking || settled) {
        return;
      }
      checking = true;
      runtime.store.findById(jobId).then(
        (row) => {
          checking = false;
          if (row === undefined || isEnded(row)) {
            finish(row);
          }
        },
        () => {
          checking = false;
        },
      );
    };
    const onAbort = () => {
      finish(undefined);
    };
    const unsubscribe = runtime.bus.subscribe((event) => {
      if (event.type === 'status' && event.jobId === jobId && FINAL.has(event.status)) {
        check();
      }
    });
    const timer = setInterval(check, pollMs);
    signal.addEventListener('abort', onAbort);
    check();
  });
}
