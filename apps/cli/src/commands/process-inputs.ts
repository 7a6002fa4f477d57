import { createReadStream, statSync } from 'node:fs';
import { compressionOfFileName, fileStartsWithGzip, readFileChunks } from '@sillage/log-parser';
import type { Readable } from 'node:stream';
import type { PipelineInput } from '@sillage/pipeline';
import { normalizeHeaders } from '@sillage/shared-types';

/**
 * Re-yields a source's chunks until `signal` aborts, then ends at once, even while the source is
 * waiting for data: Ctrl-C must stop `sillage process` reading a terminal or an idle pipe.
 *
 * Each read races a promise of its own, dropped with it. Racing every read against one promise
 * that lives as long as the input hung a reaction per read on it, and through it each chunk:
 * a log piped in (`zcat … | sillage process`, fresh buffers) stayed whole in memory until its end.
 */
export async function* untilAborted(
  source: AsyncIterable<Uint8Array>,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    while (!signal.aborted) {
      let onAbort: () => void = () => undefined;
      const aborted = new Promise<undefined>((resolve) => {
        onAbort = () => {
          resolve(undefined);
        };
        signal.addEventListener('abort', onAbort, { once: true });
      });
      let next: IteratorResult<Uint8Array> | undefined;
      try {
        next = await Promise.race([iterator.next(), aborted]);
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
      if (next === undefined || next.done === true) {
        return;
      }
      yield next.value;
    }
  } finally {
    // A read still pending on a terminal or a pipe keeps the process alive: the stream itself
    // is closed (its iterator's return() waits for that read).
    if (signal.aborted && 'destroy' in source && typeof source.destroy === 'function') {
      (source as Readable).destroy();
    } else {
      void iterator.return?.();
    }
  }
}

/** The file name that means standard input, as for most Unix tools (`./-` is a file named -). */
export const STDIN_NAME = '-';

/** What `-H Content-Type` / `-H Content-Encoding` declare of the inputs, as they do of a body. */
export interface DeclaredInput {
  contentType?: string;
  contentEncoding?: string;
}

/**
 * `Content-Type` (CSV input, gzip types) and `Content-Encoding` among the `-H` headers: what an
 * HTTP client says of its body, the CLI says of every input (stdin cannot be named `*.csv`).
 */
export function declaredInput(headers: Readonly<Record<string, string>>): DeclaredInput {
  // Read as the api reads a request's headers: any case, trimmed, empty meaning absent.
  const { 'content-type': contentType, 'content-encoding': contentEncoding } =
    normalizeHeaders(headers);
  return {
    ...(contentType === undefined ? {} : { contentType }),
    ...(contentEncoding === undefined ? {} : { contentEncoding }),
  };
}

/**
 * Opens the CLI's inputs (stdin when no file, and for `-`): each becomes one PipelineInput,
 * gunzipped when its content starts with the gzip magic bytes whatever its name (streams: by the
 * log-parser's own sniffing of undeclared inputs), inflated when its name ends in `.br` or `.zz`
 * (see compressionOfFileName), or as `declared` says. Files are read in
 * 64 KiB chunks into reused buffers (see readFileChunks).
 * A regular file's size goes with it: the pipeline counts the bytes it reads (before
 * decompression) and its live report says how many of how many, for the progress bar.
 */
export function openInputs(
  files: readonly string[],
  stdin: Readable,
  options: {
    declared?: DeclaredInput;
    /** Ends every input at once when aborted (see untilAborted). */
    signal?: AbortSignal;
  } = {},
): PipelineInput[] {
  const { declared = {}, signal } = options;
  // The signal wraps the stream itself, so that it can close it.
  const guard = (bytes: AsyncIterable<Uint8Array>) =>
    signal === undefined ? bytes : untilAborted(bytes, signal);
  if (files.length === 0) {
    return [{ source: guard(stdin as AsyncIterable<Uint8Array>), ...declared }];
  }
  const inputs: PipelineInput[] = [];
  for (const file of files) {
    if (file === STDIN_NAME) {
      inputs.push({ source: guard(stdin as AsyncIterable<Uint8Array>), ...declared });
      continue;
    }
    // As given, `.gz` included: the report lists it, a failure names it (`*.csv.gz` is CSV too).
    const fileName = file;
    const info = statSync(file);
    if (info.isFile()) {
      const compression = fileStartsWithGzip(file) ? 'gzip' : compressionOfFileName(file);
      inputs.push({
        source: guard(readFileChunks(file)),
        fileName,
        size: info.size,
        ...declared,
        // The file decides: a gzip one is read as gzip, a `.br` one as brotli, whatever was
        // declared for the inputs.
        ...(compression === undefined ? {} : { contentEncoding: compression }),
      });
    } else {
      // A FIFO or a device: read as a stream, sniffed like stdin.
      inputs.push({ source: guard(createReadStream(file)), fileName, ...declared });
    }
  }
  return inputs;
}
