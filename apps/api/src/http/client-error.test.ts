import { connect } from 'node:net';
import { ApiErrorSchema } from '@sillage/shared-types';
import { buildTestApp, listenLocally, TEST_VERSION, type TestApp } from '../test/build-test-app.js';

/** Writes `request` on a fresh connection and resolves with all the server said before closing. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      resolve(received);
    });
    socket.write(request);
  });
}

/** Status code, headers (lower-cased names) and body of a raw HTTP/1.1 answer. */
function parseAnswer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = new Map(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body };
}

describe('requests the HTTP parser refuses', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    port = await listenLocally(t.app);
  });
  afterAll(() => t.close());

  it.each([
    [
      'headers over the size limit',
      `GET /api/info/app HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      431,
      'PAYLOAD_TOO_LARGE',
    ],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400, 'VALIDATION_FAILED'],
    [
      'a header name with a space',
      'GET / HTTP/1.1\r\nBad Header: y\r\n\r\n',
      400,
      'VALIDATION_FAILED',
    ],
  ])(
    'answers %s in the ApiError shape with the version headers',
    async (_case, request, statusCode, kind) => {
      const answer = parseAnswer(await exchange(port, request));
      expect(answer.statusCode).toBe(statusCode);
      expect(answer.headers.get('ezpaarse-version')).toBe(TEST_VERSION);
      expect(answer.headers.get('sillage-version')).toBe(TEST_VERSION);
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.body)));
      const body = ApiErrorSchema.parse(JSON.parse(answer.body));
      expect(body).toMatchObject({ statusCode, code: statusCode, kind });
      expect(body.message).not.toBe('Client Error');
    },
  );

  it('still serves the next connection', async () => {
    await exchange(port, 'GARBAGE\r\n\r\n');
    const response = await fetch(`http://127.0.0.1:${port}/api/info/version`);
    expect(response.status).toBe(200);
  });
});
