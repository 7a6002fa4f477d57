import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors/http-error.js';

/** One part of a multipart body, read whole: a text field, or a file and its bytes. */
export type MultipartPart =
  | { type: 'field'; name: string; value: string }
  | { type: 'file'; name: string; fileName: string; bytes: Buffer };

/**
 * The parts of a multipart body, in order, each file read into memory (within the limits the
 * multipart plugin was registered with). A body the parser cannot read (cut off, no closing
 * boundary, a part without headers) is the client's mistake: a 400 `malformedMultipart: <what
 * the parser said>`, never a 500. The parser's own 4xx refusals (a file or part limit) pass as
 * they are. Errors thrown by the caller while it handles a part are not touched.
 */
export async function* readMultipartParts(request: FastifyRequest): AsyncGenerator<MultipartPart> {
  const parts = request.parts()[Symbol.asyncIterator]();
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
      throw toClientError(error);
    }
    yield part;
  }
}

function toClientError(error: unknown): unknown {
  if (error instanceof HttpError) {
    return error;
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
