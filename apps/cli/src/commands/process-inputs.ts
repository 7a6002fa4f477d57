import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { PipelineInput } from '@sillage/pipeline';

const GZIP_MAGIC = [0x1f, 0x8b];

/** Re-yields a byte stream, telling whether it starts with the gzip magic bytes. */
async function sniffGzip(
  stream: AsyncIterable<Uint8Array>,
): Promise<{ gzip: boolean; source: AsyncIterable<Uint8Array> }> {
  const iterator = stream[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < GZIP_MAGIC.length && !done) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
    } else {
      head.push(next.value);
      size += next.value.length;
    }
  }
  const first = Buffer.concat(head);
  const gzip = first.length >= 2 && first[0] === GZIP_MAGIC[0] && first[1] === GZIP_MAGIC[1];
  async function* replay(): AsyncGenerator<Uint8Array> {
    if (first.length > 0) {
      yield first;
    }
    if (!done) {
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    }
  }
  return { gzip, source: replay() };
}

/** Re-yields a stream's chunks, telling `onBytes` how many bytes each one had. */
async function* counted(
  stream: AsyncIterable<Uint8Array>,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) {
    onBytes(chunk.length);
    yield chunk;
  }
}

/**
 * Opens the CLI's inputs (stdin when no file): each becomes one PipelineInput, gunzipped when its
 * content starts with the gzip magic bytes whatever its name. `onBytes` hears of every chunk read
 * (before decompression), for the progress bar.
 */
export async function openInputs(
  files: readonly string[],
  stdin: Readable,
  onBytes?: (bytes: number) => void,
): Promise<PipelineInput[]> {
  const streams: [string | undefined, Readable][] =
    files.length === 0
      ? [[undefined, stdin]]
      : // The default 64 KiB chunks: larger reads decode into strings past V8's 128 KiB
        // large-object threshold, freshly mapped and page-faulted each time (3× slower here).
        files.map((file) => [file, createReadStream(file)]);
  const inputs: PipelineInput[] = [];
  for (const [fileName, stream] of streams) {
    const bytes = stream as AsyncIterable<Uint8Array>;
    const { gzip, source } = await sniffGzip(onBytes ? counted(bytes, onBytes) : bytes);
    inputs.push({
      source,
      ...(fileName === undefined ? {} : { fileName: fileName.replace(/\.gz$/i, '') }),
      ...(gzip ? { contentEncoding: 'gzip' } : {}),
    });
  }
  return inputs;
}
