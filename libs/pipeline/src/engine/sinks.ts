import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** Where the pipeline writes text (result, denied ECs, reject lines, traces). */
export interface ChunkSink {
  write(chunk: string): void;
  /** Resolves when the sink can take more; the pipeline stops reading input until then. */
  ready(): Promise<void>;
  /** Ends the sink and resolves once everything is flushed. */
  close(): Promise<void>;
}

/** A ChunkSink over a Node writable stream (file, stdout, gzip stream…), with back-pressure. */
export function createStreamSink(
  stream: Writable,
  options: { closeStream?: boolean } = {},
): ChunkSink {
  let failure: Error | undefined;
  stream.on('error', (error: Error) => {
    failure = error;
  });
  const check = () => {
    if (failure) {
      throw failure;
    }
  };
  return {
    write(chunk) {
      if (chunk.length > 0) {
        stream.write(chunk);
      }
    },
    async ready() {
      check();
      if (stream.writableNeedDrain) {
        await once(stream, 'drain');
      }
    },
    async close() {
      check();
      if (options.closeStream === false) {
        if (stream.writableNeedDrain) {
          await once(stream, 'drain');
        }
        return;
      }
      await new Promise<void>((resolve, reject) => {
        stream.once('error', reject);
        stream.end(() => {
          resolve();
        });
      });
    },
  };
}
