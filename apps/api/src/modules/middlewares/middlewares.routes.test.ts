import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_MIDDLEWARES } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('middleware chain', () => {
  let t: TestApp;
  let dataDir: string;
  const admin = basicAuth('admin@example.org');
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-middlewares-'));
    // The real pipeline in an embedded worker: the chain a job ran is in its report.
    t = await buildTestApp({ env: { SILLAGE_EMBEDDED_WORKER: 'true', SILLAGE_DATA_DIR: dataDir } });
    await createUser(t.app, 'admin@example.org', 'admin');
    await createUser(t.app, 'user@example.org');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const info = async () =>
    (await t.app.inject({ url: '/api/info/middlewares' })).json<{
      config: string[];
      enabled: string[];
      available: string[];
      headers: { name: string; headers: { name: string }[] }[];
    }>();
  const save = (middlewares: string[], authorization = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/middlewares',
      headers: { authorization },
      payload: { middlewares },
    });
  /** The chain a one-line job ran with, from its report. */
  const chainOfJob = async (headers: Record<string, string> = {}) => {
    const jobId = randomUUID();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      headers: { authorization: admin, 'content-type': 'text/plain', ...headers },
      payload:
        '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/ HTTP/1.1" 200 5\n',
    });
    expect(response.statusCode).toBe(200);
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: admin },
    });
    return report.json<{ general: { middlewares: string } }>().general.middlewares;
  };

  it('lists the default chain, what else runs, and the headers of each', async () => {
    const listed = await info();
    expect(listed.config).toEqual([...DEFAULT_MIDDLEWARES]);
    expect(listed.enabled).toEqual([...DEFAULT_MIDDLEWARES]);
    expect(listed.available).toEqual(expect.arrayContaining(['crossref', 'unpaywall']));
    expect(listed.available).not.toContain('parser');
    expect(listed.headers.find((entry) => entry.name === 'deduplicator')?.headers).toContainEqual({
      name: 'Double-Click-HTML',
    });
    const headers = await t.app.inject({ url: '/api/info/middlewares/headers' });
    expect(headers.json()).toEqual(listed.headers);
    expect(await chainOfJob()).toBe(DEFAULT_MIDDLEWARES.join(', '));
  });

  it('saves a chain that the next jobs use, edited by ezPAARSE-Middlewares, and resets it', async () => {
    const saved = await save(['filter', 'parser', 'qualifier']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: ['filter', 'parser', 'qualifier'] });
    expect((await info()).enabled).toEqual(['filter', 'parser', 'qualifier']);
    expect(await chainOfJob()).toBe('filter, parser, qualifier');
    expect(await chainOfJob({ 'ezpaarse-middlewares': '(after parser) deduplicator' })).toBe(
      'filter, parser, deduplicator, qualifier',
    );

    expect((await save([...DEFAULT_MIDDLEWARES])).statusCode).toBe(200);
    expect(await t.app.repositories.appConfig.get('middlewares')).toBeUndefined();
    expect(await chainOfJob()).toBe(DEFAULT_MIDDLEWARES.join(', '));
  }, 30_000);

  it('refuses unknown or repeated names and non-admins', async () => {
    const unknown = await save(['filter', 'teleport']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('unknownMiddleware: teleport');
    expect((await save(['filter', 'filter'])).statusCode).toBe(400);
    // Without the parser no line meets its platform: every line of every job would be an event.
    const parserless = await save(['filter', 'anonymizer']);
    expect(parserless.statusCode).toBe(400);
    expect(parserless.json<{ message: string }>().message).toBe('parserRequired');
    expect((await save(['filter'], basicAuth('user@example.org'))).statusCode).toBe(403);
    expect((await info()).enabled).toEqual([...DEFAULT_MIDDLEWARES]);
  });
});
