import { Writable } from 'node:stream';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

describe('request ids', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      dependencies: {
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString('utf8'));
            done();
          },
        }),
      },
    });
  });
  afterAll(() => t.close());

  const logged = (id: string) =>
    lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string })
      .filter((line) => line.reqId === id)
      .map((line) => line.msg);

  it('answers each request with the id its log lines carry, unique across instances', async () => {
    const first = await t.app.inject({ url: '/api/health' });
    const second = await t.app.inject({ url: '/api/health' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) {
      // Not Fastify's `req-1`, which every process and instance starts again from.
      expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
      expect(logged(String(id))).toEqual(['incoming request', 'request completed']);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps a proxy's X-Request-Id, and replaces one that could break a log line", async () => {
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-4f2a9c' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c');
    expect(logged('nginx-4f2a9c')).toEqual(['incoming request', 'request completed']);
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': `a b${'x'.repeat(200)}` },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[\da-f-]{36}$/);
  });
});
