import { Worker } from 'node:worker_threads';
import { threadEntry } from '@sillage/log-parser/threads';
import type { VerifyPlatformsOptions } from './verify-platforms.js';
import type { VerificationReport } from './verification.types.js';

export type VerificationThreadMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; report: VerificationReport }
  | { type: 'error'; message: string };

/** The differential check running on its own thread. */
export interface VerificationRun {
  readonly report: Promise<VerificationReport>;
  /** Ends the thread; `report` then rejects. */
  stop(): Promise<void>;
}

/** What a thread can be given (structured-cloned): no callbacks, the built-in definitions. */
export type VerificationThreadOptions = Omit<
  VerifyPlatformsOptions,
  'signal' | 'onProgress' | 'nativeDefinitions'
>;

/** Runs `verifyPlatforms` on a worker thread; its progress is reported through `onProgress`. */
export function startVerificationThread(
  options: VerificationThreadOptions,
  onProgress?: (done: number, total: number) => void,
): VerificationRun {
  const entry = threadEntry(import.meta.url, 'verification-worker');
  const worker = new Worker(entry.file, {
    workerData: options,
    execArgv: entry.execArgv,
    // Its output is the report; a stray log line of a pack parser does not belong on ours.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let stopped = false;
  const report = new Promise<VerificationReport>((resolve, reject) => {
    worker.on('message', (message: VerificationThreadMessage) => {
      if (message.type === 'progress') {
        onProgress?.(message.done, message.total);
      } else if (message.type === 'done') {
        resolve(message.report);
      } else {
        reject(new Error(message.message));
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      reject(
        new Error(
          stopped
            ? 'platform verification stopped'
            : `platform verification thread ended (${String(code)})`,
        ),
      );
    });
  });
  // The caller may never wait for it (stopped at close): no unhandled rejection then.
  report.catch(() => undefined);
  return {
    report,
    async stop() {
      stopped = true;
      await worker.terminate();
    },
  };
}
