import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

/**
 * A result of several read chunks (64 KiB each), about 300 KB, in few events: the line-copy
 * worker saves a live report per line, which took 50 s for 10 000 lines on a loaded CI host, so
 * each event carries a long title.
 */
const EVENT_COUNT = 1_000;
const TITLE = 'A long title of a consulted article '.repeat(7);

describe('dashboard of a big result whose reader leaves', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    // The line-copy worker writes the uploaded lines as the result: a CSV of events.
    t = await buildJobTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops reading the result once the client has gone', async () => {
    const jobId = randomUUID();
    const lines = ['date;platform;rtype;mime;publication_title'];
    for (let index = 0; index < EVENT_COUNT; index += 1) {
      lines.push(`2024-03-04;wiley;ARTICLE;PDF;${TITLE}${String(index)}`);
    }
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: `${lines.join('\n')}\n`,
      headers: { authorization: t.auth.alice, 'content-type': 'text/plain' },
    });
    expect(upload.statusCode).toBe(200);
    const result = await t.app.jobRuntime.storage.findResult(jobId);
    expect(result).toBeDefined();
    const size = (await stat(result ?? '')).size;
    expect(size).toBeGreaterThan(4 * 64 * 1024);

    // Measures the real read stream the route opens; the client leaves as soon as it is open.
    const storage = t.app.jobRuntime.storage;
    const readStream = storage.readStream.bind(storage);
    const { port } = t.app.server.address() as AddressInfo;
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      path: `/api/jobs/${jobId}/dashboard`,
      headers: { authorization: t.auth.alice },
    });
    client.on('error', () => undefined);
    const opened = new Promise<ReadStream>((resolve) => {
      storage.readStream = (file: string) => {
        const stream = readStream(file);
        resolve(stream);
        client.destroy();
        return stream;
      };
    });
    client.end();
    const stream = await opened;
    storage.readStream = readStream;
    if (!stream.closed) {
      await once(stream, 'close');
    }
    // Before the fix every byte was read (and counted) for nobody: seconds of CPU per filter
    // change on a result of a million events.
    expect(stream.bytesRead).toBeLessThan(size / 2);
  }, 120_000);
});
