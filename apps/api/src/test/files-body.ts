/** One `files[]` part of a job upload, as a browser or `curl -F` sends it. */
export interface FilePart {
  fileName: string;
  content: string | Buffer;
  /** The part's Content-Type line; none when undefined. */
  contentType?: string;
}

const BOUNDARY = 'sillageboundary';

/** The Content-Type of a body made by {@link filesBody}. */
export const FILES_BODY_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart/form-data body of `files[]` parts, in order (type: {@link FILES_BODY_TYPE}). */
export function filesBody(parts: readonly FilePart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(({ fileName, content, contentType }) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files[]"; ` +
          `filename="${fileName}"\r\n` +
          (contentType === undefined ? '' : `Content-Type: ${contentType}\r\n`) +
          '\r\n',
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}
