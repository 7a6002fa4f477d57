import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

/** Every file under `dir`, relative to it. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Sends raw bytes over a socket and resolves with whatever the server answers. */
function rawRequest(port: number, bytes: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while we are still writing an oversized request.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
        resolve(answer);
      } else {
        reject(error);
      }
    });
    socket.on('close', () => {
      resolve(answer);
    });
    // Write without half-closing: the server answers a job once it is done.
    socket.write(bytes);
  });
}

describe('hostile uploads', () => {
  let t: JobTestApp;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    t = await buildJobTestApp({ env: { SILLAGE_MAX_UPLOAD_MB: '1' } });
    dataDir = t.config.dataDir;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const alive = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  };

  it('never lets a multipart file name choose where the upload is written', async () => {
    const jobId = randomUUID();
    const boundary = 'hostileboundary';
    const names = [
      '../../../../escape-1.log',
      '..\\..\\escape-2.log',
      '/tmp/escape-3.log',
      'nul\0byte.log',
      '%2e%2e%2fescape-4.log',
      // The longest name taken (255 characters; a longer one fails the job with 4007).
      `${'x'.repeat(251)}.log`,
    ];
    const payload = names
      .map(
        (name) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\n` +
          `Content-Type: text/plain\r\n\r\nline of ${name.slice(0, 20)}\r\n`,
      )
      .join('')
      .concat(`--${boundary}--\r\n`);
    const before = await listTree(dataDir);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload,
      headers: {
        authorization: t.auth.alice,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(200);
    const created = (await listTree(dataDir)).filter((file) => !before.includes(file));
    // Everything new sits in the job's own folder, under names the server chose.
    expect(created.length).toBeGreaterThan(0);
    for (const file of created) {
      expect(file.split(path.sep)).toContain(jobId);
      expect(file).not.toMatch(/escape|nul/);
    }
  });

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..',
    '/00000000-0000-0000-0000-000000000000%2f..',
    '/00000000-0000-0000-0000-00000000000G',
  ])('refuses a job id that is not a uuid: PUT %s', async (url) => {
    const response = await t.app.inject({
      method: 'PUT',
      url,
      payload: 'a\n',
      headers: { authorization: t.auth.alice },
    });
    // `/..` is `/` once resolved: a path that takes POST only, hence a 405 rather than a 404.
    expect(response.statusCode).toBe(url === '/..' ? 405 : 404);
    expect(await listTree(dataDir)).not.toContainEqual(expect.stringMatching(/passwd/));
  });

  it('answers 431 to 10 000 headers and stays up', async () => {
    const headers = Array.from({ length: 10_000 }, (_, index) => `X-H${index}: v`).join('\r\n');
    const answer = await rawRequest(
      port,
      `PUT /${randomUUID()} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\nContent-Length: 2\r\n\r\na\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    await alive();
  });

  it('answers 413 past the upload cap and keeps no input', async () => {
    const jobId = randomUUID();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: Buffer.alloc(2 * 1024 * 1024, 0x61),
      headers: { authorization: t.auth.alice },
    });
    expect(response.statusCode).toBe(413);
    const inputs = (await listTree(dataDir)).filter(
      (file) => file.includes(jobId) && file.endsWith('.bin'),
    );
    expect(inputs).toEqual([]);
    await alive();
  });

  it('survives NUL bytes and invalid UTF-8 in the body and in header values', async () => {
    const jobId = randomUUID();
    const answer = await rawRequest(
      port,
      Buffer.concat([
        Buffer.from(
          `PUT /${jobId} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${t.auth.alice}\r\n` +
            'Output-Fields: +\xff\xfe\r\nContent-Length: 12\r\nConnection: close\r\n\r\n',
          'latin1',
        ),
        Buffer.from([0x61, 0x00, 0x62, 0x0a, 0xff, 0xfe, 0xc3, 0x0a, 0xed, 0xa0, 0x80, 0x0a]),
      ]),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 (200|400) /);
    await alive();
  });
});
