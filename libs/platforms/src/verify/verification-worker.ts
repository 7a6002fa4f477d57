// Entry point of a verification thread: the differential check runs here so the process that
// asked for it keeps answering, and the memory it takes is given back when it ends.
import { parentPort, workerData } from 'node:worker_threads';
import type { VerificationThreadMessage } from './verification-thread.js';
import { verifyPlatforms, type VerifyPlatformsOptions } from './verify-platforms.js';

const post = (message: VerificationThreadMessage) => {
  parentPort?.postMessage(message);
};

verifyPlatforms({
  ...(workerData as Omit<VerifyPlatformsOptions, 'signal' | 'onProgress'>),
  onProgress: (done, total) => {
    post({ type: 'progress', done, total });
  },
}).then(
  (report) => {
    post({ type: 'done', report });
  },
  (error: unknown) => {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  },
);
