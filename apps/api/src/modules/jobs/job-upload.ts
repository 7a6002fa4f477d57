import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { JobStorage, StoredInput } from '@sillage/jobs';

/** Thrown when an upload exceeds the configured size. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload exceeds ${Math.round(maxBytes / 1_048_576)} MiB.`);
    this.name = 'UploadTooLargeError';
  }
}

/** Thrown when the client went away before its upload was complete. */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was interrupted.');
    this.name = 'UploadAbortedError';
  }
}

/**
 * Longest form field of a multipart job body. The job reads only its files; fields are short
 * texts at most, and the parser keeps them all in memory, where the upload cap does not reach.
 */
export const MAX_FIELD_BYTES = 1024;
/**
 * Characters of a part's file name, as file systems allow: the names are recorded again as each
 * part begins, and go into the report, so 60 000-character names made a thousand-part upload
 * write gigabytes.
 */
export const MAX_FILE_NAME_LENGTH = 255;

/** Thrown when a multipart body cannot be read (reference 4007). */
export class MultipartError extends Error {}

function byteCounter(state: { bytes: number }, maxBytes: number) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      state.bytes += chunk.length;
      callback(state.bytes > maxBytes ? new UploadTooLargeError(maxBytes) : null, chunk);
    },
  });
}

/**
 * Streams a job's body into its storage folder, never holding it in memory: the raw body as one
 * input, or each `files[]` part of a multipart body as one input, with how it was declared
 * (content type, encoding, file name). Rejects with UploadTooLargeError, UploadAbortedError or
 * MultipartError.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: JobStorage,
  jobId: string,
  maxBytes: number,
  /** Aborted when the job is cancelled meanwhile: the input being written stops at once. */
  signal?: AbortSignal,
): Promise<StoredInput[]> {
  const state = { bytes: 0 };
  const inputs: StoredInput[] = [];
  /** The file names of the parts begun so far. */
  const names: string[] = [];
  // Read from the request's state, not from its `aborted` event: the client may have gone before
  // this function listened, and the parser's error may be the first news of it.
  const clientGone = () => request.raw.destroyed && !request.raw.readableEnded;
  if (clientGone()) {
    throw new UploadAbortedError();
  }
  const store = async (source: Readable, declared: Omit<StoredInput, 'file'>) => {
    const { file, stream } = storage.openInput(jobId, inputs.length);
    signal?.throwIfAborted();
    await pipeline(source, byteCounter(state, maxBytes), stream, signal ? { signal } : {});
    inputs.push({ file, ...declared });
  };
  // The request itself is not handed to `pipeline`: on a failure it would destroy the request and
  // its socket, and the 413 could never be sent. `pipe` does not pass a cut on, so the copy is
  // ended with it by hand, or it would wait for the rest of the body for ever.
  const detached = (raw: Readable) => {
    const copy = new PassThrough();
    raw.once('close', () => {
      if (!raw.readableEnded) {
        copy.destroy(new UploadAbortedError());
      }
    });
    return raw.pipe(copy);
  };
  try {
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') {
            // The parser holds every field in memory, outside the upload cap: it stops reading one
            // at MAX_FIELD_BYTES, and such a field is refused rather than silently cut.
            if (part.valueTruncated) {
              throw new MultipartError(
                `The form field "${part.fieldname}" is longer than ${String(MAX_FIELD_BYTES)} bytes; only files[] parts are read.`,
              );
            }
            continue;
          }
          if (part.filename.length > MAX_FILE_NAME_LENGTH) {
            throw new MultipartError(
              `A file name is longer than ${String(MAX_FILE_NAME_LENGTH)} characters: "${part.filename.slice(0, 40)}…".`,
            );
          }
          if (part.filename) {
            names.push(part.filename);
            await storage.writeInputNames(jobId, names);
          }
          await store(part.file, {
            ...(part.filename ? { fileName: part.filename } : {}),
            ...(part.mimetype ? { contentType: part.mimetype } : {}),
          });
        }
      } catch (error) {
        // A system error (it names its syscall) is the storage failing, a full disk above all,
        // not a malformed body: it keeps its code, so the route answers 507 or a logged 500.
        const isStorageError = (error as NodeJS.ErrnoException).syscall !== undefined;
        if (error instanceof UploadTooLargeError || clientGone() || isStorageError) {
          throw error;
        }
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          // The multipart parser's own per-file limit (the same size): too large, not malformed.
          throw new UploadTooLargeError(maxBytes);
        }
        throw new MultipartError((error as Error).message);
      }
    } else {
      const contentType = request.headers['content-type'];
      const contentEncoding = request.headers['content-encoding'];
      await store(detached(request.raw), {
        ...(contentType === undefined ? {} : { contentType }),
        ...(contentEncoding === undefined ? {} : { contentEncoding }),
      });
    }
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      throw error;
    }
    if (clientGone() || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      throw new UploadAbortedError();
    }
    throw error;
  }
  if (clientGone()) {
    throw new UploadAbortedError();
  }
  return inputs;
}
