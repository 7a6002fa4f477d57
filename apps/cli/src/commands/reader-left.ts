import type { Writable } from 'node:stream';
import type { ChunkSink } from '@sillage/pipeline';
import { handleClosedPipe, isClosedPipe } from '../closed-pipe.js';

/** The result sink on standard output, and whether its reader went away. */
export interface StdoutResult {
  sink: ChunkSink;
  readerLeft(): boolean;
  /** Gives a closed pipe back to the process-wide handler (closed-pipe.ts). */
  release(): void;
}

/**
 * `sillage process log | head`: the reader leaving is its choice, not a failure. `onLeft` is
 * called once, so that the run stops and tidies its other files; from then on the sink drops what
 * it is given and never waits (an encoder in front of a closed stdout would wait for ever).
 */
export function untilReaderLeaves(
  sink: ChunkSink,
  stdout: Writable,
  onLeft: () => void,
): StdoutResult {
  let left = false;
  let leave: () => void = () => undefined;
  const hasLeft = new Promise<void>((resolve) => {
    leave = () => {
      if (!left) {
        left = true;
        resolve();
        onLeft();
      }
    };
  });
  const release = handleClosedPipe(stdout, leave);
  /** Settles when `pending` does or the reader leaves, a closed pipe being no error. */
  const untilDoneOrLeft = (pending: () => Promise<void>): Promise<void> =>
    left
      ? Promise.resolve()
      : Promise.race([
          pending().catch((error: unknown) => {
            if (!isClosedPipe(error)) {
              throw error;
            }
            leave();
          }),
          hasLeft,
        ]);
  return {
    sink: {
      write: (chunk) => {
        if (!left) {
          sink.write(chunk);
        }
      },
      ...(sink.writeBytes === undefined
        ? {}
        : {
            writeBytes: (bytes: Uint8Array) => {
              if (!left) {
                sink.writeBytes?.(bytes);
              }
            },
          }),
      ready: () => untilDoneOrLeft(() => sink.ready()),
      close: () => {
        if (left) {
          // Ends an encoder in front of stdout; what it still holds has no reader.
          sink.close().catch(() => undefined);
        }
        return untilDoneOrLeft(() => sink.close());
      },
    },
    readerLeft: () => left,
    release,
  };
}
