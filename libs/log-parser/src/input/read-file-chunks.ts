import { closeSync, openSync, readSync } from 'node:fs';

const EVENT_LOOP_TURN_CHUNKS = 64;

/** Options of {@link readFileChunks}. */
export interface FileChunkOptions {
  /**
   * Yield a copy of every chunk, for consumers that keep chunks after asking for the next one
   * (zlib does). Default false: one buffer is read into again and again.
   */
  fresh?: boolean;
  /** Bytes per read. Default 64 KiB, under V8's large-object size once decoded to a string. */
  chunkBytes?: number;
}

/**
 * Reads a local file in chunks, with synchronous reads into one buffer reused for the whole file.
 * A fresh buffer per read (what `fs.createReadStream` does) costs a page fault per 4 KiB on our
 * virtual machines, several times the cost of the read itself. Without `fresh`, a chunk is only
 * valid until the next one is asked for: fit for {@link readLogBatches} on plain text, which
 * decodes each chunk into a string before pulling the next one.
 */
export async function* readFileChunks(
  file: string,
  options: FileChunkOptions = {},
): AsyncGenerator<Buffer> {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(options.chunkBytes ?? 64 * 1024);
    for (let chunks = 1; ; chunks += 1) {
      // Reads never wait, so let timers and signals through now and then (every 4 MiB).
      if (chunks % EVENT_LOOP_TURN_CHUNKS === 0) {
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) {
        return;
      }
      const chunk = buffer.subarray(0, read);
      yield options.fresh === true ? Buffer.from(chunk) : chunk;
    }
  } finally {
    closeSync(fd);
  }
}
