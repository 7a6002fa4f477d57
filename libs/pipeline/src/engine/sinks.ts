import { once } from 'node:events';
import { closeSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { types } from 'node:util';

/** Where the pipeline writes text (result, denied ECs, reject lines, traces). */
export interface ChunkSink {
  write(chunk: string): void;
  /**
   * Writes UTF-8 bytes (an output chunk, lent for the call only); a sink that encodes to another
   * charset leaves this out and receives strings.
   */
  writeBytes?(bytes: Uint8Array): void;
  /** Resolves when the sink can take more; the pipeline stops reading input until then. */
  ready(): Promise<void>;
  /** Ends the sink and resolves once everything is flushed. */
  close(): Promise<void>;
}

/** A ChunkSink over a Node writable stream (file, stdout, gzip stream…), with back-pressure. */
export function createStreamSink(
  stream: Writable,
  options: {
    closeStream?: boolean;
    /** The stream takes UTF-8 bytes (no charset encoder in front of it): `writeBytes` copies. */
    utf8Bytes?: boolean;
  } = {},
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
    ...(options.utf8Bytes === true
      ? {
          writeBytes(bytes: Uint8Array) {
            if (bytes.length > 0) {
              // A copy: the bytes are only lent for the call, and a stream keeps what it gets.
              stream.write(Buffer.from(bytes));
            }
          },
        }
      : {}),
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
        // The end callback gets the write error (a full disk) before any 'error' event fires.
        stream.end((error?: Error | null) => {
          if (error) {
            reject(error);
          } else {
            resolve();
          }
        });
      });
    },
  };
}

/**
 * Bytes a file sink gathers before it writes them. A job's output comes in chunks of about 16 KiB
 * (and one per batch), and a system call costs several microseconds on our virtual machines:
 * one write per chunk was 30 000 calls and ≈ 0.3 s of the job's thread on 1 M lines, one per
 * mebibyte is 300.
 */
const FILE_SINK_BUFFER_BYTES = 1 << 20;

function writeAll(fd: number, bytes: Uint8Array, length: number): void {
  let offset = 0;
  while (offset < length) {
    offset += writeSync(fd, bytes, offset, length - offset);
  }
}

/**
 * A ChunkSink writing to a file descriptor with synchronous writes of up to
 * {@link FILE_SINK_BUFFER_BYTES}, text encoded straight into that one reused buffer. A writable
 * stream copies each chunk into a fresh buffer, and fresh memory costs a page fault per 4 KiB on
 * our virtual machines. Only for regular files and devices such as /dev/null: a pipe or a
 * terminal may refuse a synchronous write. A failed write (a full disk) is reported by the next
 * `ready` or `close` after it; what is gathered is written when the buffer is full and at close
 * (and at each `ready` with `flushOnReady`).
 */
export function createFileSink(
  fd: number,
  options: {
    closeFd?: boolean;
    /**
     * Also write what is gathered at each `ready` (the chain asks once per batch): a reader of
     * the file as it grows (a live answer streams the result file) sees each batch when it is
     * done, for one write per batch instead of one per mebibyte.
     */
    flushOnReady?: boolean;
  } = {},
): ChunkSink {
  const buffer = Buffer.allocUnsafe(FILE_SINK_BUFFER_BYTES);
  let failure: Error | undefined;
  const check = () => {
    if (failure) {
      throw failure;
    }
  };
  const attempt = (write: () => void): void => {
    if (failure !== undefined) {
      return;
    }
    try {
      write();
    } catch (error) {
      // isNativeError, not instanceof: an fs error from another realm (a test's) keeps its code.
      failure = types.isNativeError(error) ? error : new Error(String(error));
    }
  };
  let used = 0;
  const writePending = () => {
    if (used > 0) {
      const length = used;
      used = 0;
      writeAll(fd, buffer, length);
    }
  };
  return {
    write(chunk) {
      if (chunk.length === 0) {
        return;
      }
      attempt(() => {
        // Three bytes per UTF-16 unit at most: room checked before encoding, never after.
        if (used + chunk.length * 3 > buffer.length) {
          writePending();
        }
        if (chunk.length * 3 <= buffer.length) {
          used += buffer.write(chunk, used);
        } else {
          const bytes = Buffer.from(chunk);
          writeAll(fd, bytes, bytes.length);
        }
      });
    },
    writeBytes(bytes) {
      attempt(() => {
        if (used + bytes.length > buffer.length) {
          writePending();
        }
        if (bytes.length <= buffer.length) {
          buffer.set(bytes, used);
          used += bytes.length;
        } else {
          writeAll(fd, bytes, bytes.length);
        }
      });
    },
    async ready() {
      await Promise.resolve();
      if (options.flushOnReady === true) {
        attempt(writePending);
      }
      check();
    },
    async close() {
      await Promise.resolve();
      attempt(writePending);
      if (options.closeFd !== false) {
        closeSync(fd);
      }
      check();
    },
  };
}
