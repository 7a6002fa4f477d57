import type { PipelineInput } from './toolkit.js';

/**
 * How much of a job's inputs the reader has taken: bytes as they come from the sources, so
 * compressed bytes for a gzip, deflate or br input, which is what a stored file's size counts.
 * Counted per chunk (64 KiB or more), never per line: the count costs nothing per line.
 */
export class InputBytes {
  read = 0;
  /** The inputs' sizes added up; null when one of them has no known size (a stream). */
  readonly total: number | null;

  constructor(inputs: readonly PipelineInput[]) {
    let total: number | null = 0;
    for (const input of inputs) {
      total = total === null || input.size === undefined ? null : total + input.size;
    }
    this.total = total;
  }

  /** `source`, its chunks counted as the reader pulls them. */
  count(source: PipelineInput['source']): AsyncIterable<Uint8Array> {
    // A Readable may hand out strings (an encoding set on it); they are counted as UTF-8.
    return countChunks(
      source as AsyncIterable<Uint8Array | string>,
      this,
    ) as AsyncIterable<Uint8Array>;
  }
}

async function* countChunks(
  source: AsyncIterable<Uint8Array | string>,
  bytes: { read: number },
): AsyncGenerator<Uint8Array | string> {
  // Leaving the loop early (a failed job) returns the source's iterator, which closes its file.
  for await (const chunk of source) {
    bytes.read += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    yield chunk;
  }
}
