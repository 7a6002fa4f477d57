import { Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** Passes chunks through, pausing `delayMs` before each (throttled demos and crash tests). */
export function createDelayStream(delayMs: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sleep(delayMs).then(
        () => {
          callback(null, chunk);
        },
        (error: unknown) => {
          callback(error as Error);
        },
      );
    },
  });
}
