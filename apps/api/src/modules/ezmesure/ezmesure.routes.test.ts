import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';

interface Received {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A stand-in for ezMESURE: `POST /api/logs/{index}` answers with what it inserted. */
async function startEzmesure(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      if (request.headers.authorization !== 'Bearer good-token') {
        response.writeHead(401).end('{"error":"bad token"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ total: body.split('\n').filter(Boolean).length, inserted: 2 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('POST /api/ezmesure/{jobId}', () => {
  let t: JobTestApp;
  let ezmesure: Awaited<ReturnType<typeof startEzmesure>>;
  let other: Awaited<ReturnType<typeof startEzmesure>>;
  let jobId: string;
  beforeAll(async () => {
    ezmesure = await startEzmesure();
    other = await startEzmesure();
    t = await buildJobTestApp({
      env: {
        SILLAGE_EZMESURE_URL: ezmesure.url,
        SILLAGE_EZMESURE_LABEL: 'National',
        SILLAGE_EZMESURE_INSTANCES: JSON.stringify([
          { id: 'campus', label: 'Campus', url: `${other.url}/`, token: 'secret' },
        ]),
      },
    });
    jobId = await aliceJob('datetime;login\n2020;x\n2021;y\n');
    // The line-copy processor writes `.txt`; give the job a CSV result as the pipeline would.
    const { rename } = await import('node:fs/promises');
    const result = (await t.app.jobRuntime.storage.findResult(jobId))!;
    await rename(result, result.replace(/txt$/, 'csv'));
  });
  /** A job of Alice's on `log`, done (the line-copy processor's `.txt` result). */
  async function aliceJob(log: string): Promise<string> {
    const id = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${id}`,
      payload: log,
      headers: { authorization: t.auth.alice },
    });
    expect(upload.statusCode).toBe(200);
    return id;
  }
  afterAll(async () => {
    await t.close();
    ezmesure.server.close();
    other.server.close();
  });

  it('lists the configured instances, first the main one, without their tokens', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ezmesure/instances.json',
      headers: { authorization: t.auth.bob },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'default', label: 'National', baseUrl: ezmesure.url },
      { id: 'campus', label: 'Campus', baseUrl: other.url },
    ]);
    expect(response.body).not.toContain('secret');
  });

  it('lists instances only to signed-in users', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ezmesure/instances.json' });
    expect(response.statusCode).toBe(401);
  });

  it('sends to the instance named by instanceId', async () => {
    const before = ezmesure.received.length;
    const response = await send(t.auth.alice, {
      indice: 'campus-2024',
      instanceId: 'campus',
      options: { token: 'good-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(other.received.at(-1)?.url).toBe('/api/logs/campus-2024');
    expect(ezmesure.received).toHaveLength(before);
  });

  it('answers 404 for an unknown instanceId', async () => {
    const response = await send(t.auth.alice, {
      indice: 'x',
      instanceId: 'nowhere',
      options: { token: 'good-token' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a job id that is no uuid, not a database error', async () => {
    const sent = ezmesure.received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ezmesure/not-a-uuid',
      payload: { indice: 'x', options: { token: 'good-token' } },
      headers: { authorization: t.auth.alice },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, kind: 'NOT_FOUND' });
    expect(ezmesure.received).toHaveLength(sent);
  });

  const send = (authorization: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ezmesure/${jobId}`,
      payload: body,
      headers: { authorization },
    });

  it("streams the job's CSV to {base}/api/logs/{index} with the bearer token and relays the answer", async () => {
    const response = await send(t.auth.alice, {
      indice: 'univ-x-2024',
      options: { token: 'good-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 3, inserted: 2 });
    expect(ezmesure.received.at(-1)).toEqual({
      url: '/api/logs/univ-x-2024',
      authorization: 'Bearer good-token',
      contentType: 'text/csv',
      body: 'datetime;login\n2020;x\n2021;y\n',
    });
  });

  it('answers 502 when ezMESURE refuses', async () => {
    const response = await send(t.auth.alice, { indice: 'univ-x-2024', options: { token: 'bad' } });
    expect(response.statusCode).toBe(502);
  });

  it.each([
    ['another user', 'bob', { indice: 'x', options: { token: 'good-token' } }, 404],
    ['a bad index name', 'alice', { indice: '../x', options: { token: 'good-token' } }, 400],
    ['no token at all', 'alice', { indice: 'x' }, 400],
  ] as const)('refuses %s', async (_name, user, body, status) => {
    const response = await send(t.auth[user], body);
    expect(response.statusCode).toBe(status);
  });

  it('answers 406 for a job whose result is not CSV, and 404 for one without a result', async () => {
    const other = await aliceJob('datetime;login\n2020;x\n');
    const sendOther = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/ezmesure/${other}`,
        payload: { indice: 'univ-x', options: { token: 'good-token' } },
        headers: { authorization: t.auth.alice },
      });
    // The line-copy processor's result is `.txt`, as a JSON or TSV job's is no CSV.
    const notCsv = await sendOther();
    expect(notCsv.statusCode).toBe(406);
    expect(notCsv.json()).toMatchObject({ message: 'csvResultNotFound' });
    const { rm } = await import('node:fs/promises');
    await rm((await t.app.jobRuntime.storage.findResult(other)) ?? '');
    const missing = await sendOther();
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'csvResultNotFound' });
  });

  it("lends the instance's configured token to administrators only", async () => {
    const received = other.received.length;
    const byUser = await send(t.auth.alice, { indice: 'any-index', instanceId: 'campus' });
    expect(byUser.statusCode).toBe(400);
    expect(byUser.json()).toMatchObject({ message: 'ezmesureTokenMissing' });
    expect(other.received).toHaveLength(received);
    const byAdmin = await send(t.auth.admin, { indice: 'any-index', instanceId: 'campus' });
    expect(byAdmin.statusCode).not.toBe(400);
    expect(other.received.at(-1)).toMatchObject({ authorization: 'Bearer secret' });
  });

  it('answers 503 when no instance is configured', async () => {
    const other = await buildJobTestApp();
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: `/api/ezmesure/${randomUUID()}`,
        payload: { indice: 'x' },
        headers: { authorization: other.auth.alice },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});
