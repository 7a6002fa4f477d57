import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** Bytes read at a time: under V8's large-object size, like every other input reader. */
const CHUNK_BYTES = 64 * 1024;
/** How long to wait for more bytes when the writer has not caught up. */
const POLL_MS = 50;

/** The process writing a followed file stopped beating (its api is gone): the rest never comes. */
export class WriterGoneError extends Error {
  constructor(silentMs: number) {
    super(
      `The server receiving this log stopped before its end (no sign of it for ${String(Math.round(silentMs / 1000))} s): ` +
        'this job cannot answer its client. Send the log again.',
    );
    this.name = 'WriterGoneError';
  }
}

export interface FollowOptions {
  pollMs?: number;
  /**
   * The writer touches the file (its modification time) while it lives, data or not: silent
   * for this long, it is taken for gone and the stream fails with a WriterGoneError (absent =
   * wait for ever).
   */
  writerSilentAfterMs?: number;
  now?: () => number;
}

/**
 * A stream over a file that another process is still writing (a live upload): reads what is
 * there, waits for more, and ends once `isComplete` says the writer is done and every byte has
 * been read. The writer marks completion only after its last byte is on disk, so one more read
 * after seeing the mark catches what arrived in between. Stops (with an AbortError) on `signal`.
 */
export function followGrowingFile(
  file: string,
  isComplete: () => Promise<boolean>,
  signal: AbortSignal,
  { pollMs = POLL_MS, writerSilentAfterMs, now = Date.now }: FollowOptions = {},
): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    const handle = await open(file, 'r');
    try {
      let position = 0;
      let complete = false;
      for (;;) {
        signal.throwIfAborted();
        const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
        if (bytesRead > 0) {
          position += bytesRead;
          yield buffer.subarray(0, bytesRead);
        } else if (complete) {
          return;
        } else if (await isComplete()) {
          complete = true;
        } else {
          if (writerSilentAfterMs !== undefined) {
            const silentMs = now() - (await handle.stat()).mtimeMs;
            if (silentMs > writerSilentAfterMs) {
              throw new WriterGoneError(silentMs);
            }
          }
          await sleep(pollMs, undefined, { signal });
        }
      }
    } finally {
      await handle.close();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
