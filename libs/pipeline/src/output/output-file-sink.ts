import { createWriteStream } from 'node:fs';
import { createFileSink, createStreamSink, type ChunkSink } from '../engine/sinks.js';
import { encodeOutput, takesUtf8Bytes, type OutputEncoding } from './encode-output.js';

/** Whether a job's output needs no encoder (UTF-8, not compressed): its bytes go out as they are. */
export function isPlainOutput(encoding: OutputEncoding): boolean {
  return encoding.responseEncoding === undefined && takesUtf8Bytes(encoding);
}

/**
 * A result or denied file (open as `fd`) in the job's Response-Charset and Response-Encoding.
 * Plain output is written synchronously through one reused buffer (createFileSink): a file write
 * stream holds 16 KiB before it asks the job to wait for its thread-pool write, and a job's
 * result is hundreds of megabytes, so a job waited for thousands of writes one after the other.
 * Encoded output goes through the encoders, which need a stream. `flushOnReady`: see
 * createFileSink.
 */
export function createOutputFileSink(
  fd: number,
  encoding: OutputEncoding,
  options: { flushOnReady?: boolean } = {},
): ChunkSink {
  return isPlainOutput(encoding)
    ? createFileSink(fd, options)
    : createStreamSink(encodeOutput(createWriteStream('', { fd }), encoding), {
        utf8Bytes: takesUtf8Bytes(encoding),
      });
}
