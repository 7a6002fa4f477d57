import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, payloadTooLarge } from '../errors/http-error.js';

/** The most a multipart body may hold: bytes per file, and files. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
}

/** One part of a multipart body, read whole: a text field, or a file and its bytes. */
export type MultipartPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; bytes: Buffer };

/**
 * The parts of a multipart body, in order, each file read into memory (within the limits the
 * `limits`). A body the parser cannot read (cut off, no closing boundary, a part without headers)
 * is the client's mistake: a 400 `malformedMultipart: <what the parser said>`, never a 500. A
 * body over the limits is 413 naming the limit (`fileTooLarge: … over the 200 MiB limit`); the
 * parser's other 4xx refusals pass as they are. Errors thrown by the caller while it handles a
 * part are not touched.
 */
export async function* readMultipartParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): AsyncGenerator<MultipartPart> {
  const parts = request.parts({ limits })[Symbol.asyncIterator]();
  for (;;) {
    let part: MultipartPart;
    try {
      const next = await parts.next();
      if (next.done === true) {
        return;
      }
      const value = next.value;
      part =
        value.type === 'field'
          ? {
              type: 'field',
              name: value.fieldname,
              value: typeof value.value === 'string' ? value.value : String(value.value),
            }
          : {
              type: 'file',
              name: value.fieldname,
              fileName: value.filename,
              bytes: await value.toBuffer(),
            };
    } catch (error) {
      throw toClientError(error, limits);
    }
    yield part;
  }
}

function toClientError(error: unknown, limits: MultipartLimits): unknown {
  if (error instanceof HttpError) {
    return error;
  }
  // The parser's own words ("request file too large") say neither which limit nor how large.
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const mebibytes = Math.round(limits.fileSize / 1_048_576);
    return payloadTooLarge(`fileTooLarge: a file is over the ${String(mebibytes)} MiB limit`);
  }
  if (code === 'FST_FILES_LIMIT') {
    return payloadTooLarge(`tooManyFiles: at most ${String(limits.files)} files per upload`);
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return error;
  }
  // busboy's messages name what is wrong with the body ("Unexpected end of form"), nothing of
  // the server.
  const message = error instanceof Error ? error.message : String(error);
  return badRequest(`malformedMultipart: ${message}`);
}
