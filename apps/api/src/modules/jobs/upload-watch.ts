import type { JobRuntime } from './job-runtime.plugin.js';

/** An upload being received: it beats while it lasts, and hears of its job ending meanwhile. */
export interface UploadWatch {
  /** Aborted once the job ended while its body was still coming in (a cancel). */
  signal: AbortSignal;
  stop(): void;
}

/**
 * Beats an upload's heartbeat every `intervalMs`, data or not (a `tail -f` piped to curl may
 * pause for minutes, and its job must live as long as its request), and aborts `signal` when
 * the job is cancelled before its body is in: at once on the bus's `cancel` (whichever api took
 * the `DELETE`), or at the next beat that finds the row no longer waiting (a lost notification).
 * Without it a cancelled upload would go on storing a body nobody will process, and its client
 * would hear of the cancel only after sending all of it.
 */
export function watchUpload(runtime: JobRuntime, jobId: string, intervalMs: number): UploadWatch {
  const controller = new AbortController();
  const unsubscribe = runtime.bus.subscribe((event) => {
    if (event.type === 'cancel' && event.jobId === jobId) {
      controller.abort();
    }
  });
  const heartbeat = setInterval(() => {
    runtime.store
      .touchUpload(jobId, new Date())
      .then((waiting) => {
        if (!waiting) {
          controller.abort();
        }
      })
      .catch(() => undefined);
  }, intervalMs);
  return {
    signal: controller.signal,
    stop() {
      clearInterval(heartbeat);
      unsubscribe();
    },
  };
}
