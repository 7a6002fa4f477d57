import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../errors/http-error.js';
import { readMultipartParts } from './multipart-parts.js';

const BOUNDARY = 'partsboundary';
const body = (files: Record<string, string>) =>
  Object.entries(files)
    .map(
      ([name, content]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n\r\n${content}\r\n`,
    )
    .join('') + `--${BOUNDARY}--\r\n`;

describe('reading the parts of a multipart body', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(multipart);
    app.post('/', async (request) => {
      const sizes: number[] = [];
      try {
        for await (const part of readMultipartParts(request, {
          fileSize: 2 * 1_048_576,
          files: 2,
        })) {
          sizes.push(part.type === 'file' ? part.bytes.length : -1);
        }
        return { sizes };
      } catch (error) {
        const { statusCode, message } = error as HttpError;
        return { statusCode, message, isHttpError: error instanceof HttpError };
      }
    });
  });
  afterAll(() => app.close());

  const post = (files: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body(files),
    });

  it('reads files within the limits whole', async () => {
    const response = await post({ 'a.txt': 'x'.repeat(2 * 1_048_576), 'b.txt': 'y' });
    expect(response.json()).toEqual({ sizes: [2 * 1_048_576, 1] });
  });

  it.each([
    [
      'a file over the size limit',
      { 'a.txt': 'x'.repeat(2 * 1_048_576 + 1) },
      'fileTooLarge: a file is over the 2 MiB limit',
    ],
    [
      'more files than the limit',
      { 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c' },
      'tooManyFiles: at most 2 files per upload',
    ],
  ])('refuses %s with 413 naming the limit', async (_case, files, message) => {
    const response = await post(files);
    expect(response.json()).toEqual({ statusCode: 413, message, isHttpError: true });
  });
});
