import type { ChunkSink } from '../engine/sinks.js';

/** A ChunkSink that keeps what it receives, for tests. */
export interface MemorySink extends ChunkSink {
  readonly text: string;
  readonly closed: boolean;
}

/** Creates an in-memory sink. */
export function createMemorySink(): MemorySink {
  let text = '';
  let closed = false;
  return {
    get text() {
      return text;
    },
    get closed() {
      return closed;
    },
    write(chunk) {
      text += chunk;
    },
    ready: () => Promise.resolve(),
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
}
