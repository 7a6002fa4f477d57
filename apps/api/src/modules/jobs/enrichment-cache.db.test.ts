import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeDoiServices, type FakeDoiServices } from '@sillage/pipeline/testing';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const LOG = Array.from(
  { length: 120 },
  (_, index) =>
    `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 10.4242/w-${String(index % 60)}`,
).join('\n');

// The embedded runner loads the real pipeline resources on its first job.
jest.setTimeout(120_000);

describe('embedded runner with network enrichers', () => {
  let services: FakeDoiServices;
  let t: TestApp;
  let dataDir: string;
  let auth: string;

  beforeAll(async () => {
    services = await startFakeDoiServices();
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-enrichers-'));
    t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: dataDir,
        SILLAGE_ENRICHER_URLS: `crossref=${services.urls.crossref}`,
        SILLAGE_ENRICHER_USER_AGENT: 'Sillage-test (mailto:ops@example.org)',
      },
      // No processor given: the real pipeline runs.
      dependencies: { jobs: {} },
    });
    await createUser(t.app, 'alice@example.org');
    auth = basicAuth('alice@example.org');
  });
  afterAll(async () => {
    await t.close();
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const runJob = async () => {
    const jobId = randomUUID();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: LOG,
      headers: {
        authorization: auth,
        'content-type': 'text/plain',
        'ezPAARSE-Middlewares': '(only) crossref',
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
      },
    });
    expect(response.headers['job-status']).toBe('completed');
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: auth },
    });
    return report.json<{ general: Record<string, unknown> }>().general;
  };

  it('shares answers between jobs through the enrichment_cache table, at the configured root', async () => {
    const first = await runJob();
    expect(first['crossref-enriched']).toBe(120);
    expect(services.requests.length).toBeGreaterThan(0);
    expect(services.requests.every((url) => url.pathname === '/crossref/works')).toBe(true);
    const rows = await t.database.executeSql(
      "select count(*)::int as n from enrichment_cache where service = 'crossref'",
    );
    expect(rows.rows).toEqual([{ n: 60 }]);

    services.requests.length = 0;
    const second = await runJob();
    expect(services.requests).toHaveLength(0);
    expect(second['crossref-cache-hits']).toBe(60);
    expect(second['crossref-enriched']).toBe(120);
  });
});
