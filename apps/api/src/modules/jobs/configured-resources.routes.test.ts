import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { ACCEPTANCE, buildTestApp, type TestApp } from '../../test/build-test-app.js';

// Zotero is a robot to isbot, not to the COUNTER-Robots list; 10.20.30.40 is in the library range.
const LINE =
  '10.20.30.40 - - [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846 "-" "Zotero/5.0"';

/** The embedded worker's pipeline loads the resources named by the environment. */
describe('pipeline resources from the configuration', () => {
  let t: TestApp;
  let dataDir: string;
  let auth: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-resources-'));
    const ranges = path.join(dataDir, 'on-campus.json');
    await writeFile(ranges, JSON.stringify([{ label: 'library', ranges: ['10.20.30.0/24'] }]));
    t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: dataDir,
        SILLAGE_COUNTER_ROBOTS: path.join(
          ACCEPTANCE,
          'resources/counter-robots/COUNTER_Robots_list.json',
        ),
        SILLAGE_ON_CAMPUS_RANGES: ranges,
      },
    });
    await createUser(t.app, 'alice@example.org');
    auth = basicAuth('alice@example.org');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('tells robots with the COUNTER-Robots list and labels on-campus ranges', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/',
      payload: `${LINE}\n`,
      headers: {
        authorization: auth,
        'content-type': 'text/plain',
        accept: 'application/jsonstream',
        'crypted-fields': 'none',
      },
    });
    expect(response.statusCode).toBe(200);
    const event = JSON.parse(response.body) as Record<string, string>;
    expect(event).toMatchObject({ 'user-agent': 'Zotero/5.0', robot: 'no', on_campus: 'library' });
  }, 120_000);
});

/**
 * The embedded worker loads its resources as the worker process does (createJobPipelineResources):
 * a pack platform whose manifest cannot be used is logged once and named in the job's report.
 */
describe('a configured pack with a platform whose manifest cannot be used', () => {
  let t: TestApp;
  let dataDir: string;
  let auth: string;
  const logs: string[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-resources-'));
    const pack = path.join(dataDir, 'pack');
    await mkdir(path.join(pack, 'broken'), { recursive: true });
    await writeFile(path.join(pack, 'broken', 'manifest.json'), '{ "name": ');
    t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: dataDir,
        SILLAGE_PLATFORM_PACKS: pack,
        LOG_LEVEL: 'warn',
      },
      dependencies: { logStream: { write: (line: string) => logs.push(line) } },
    });
    await createUser(t.app, 'alice@example.org');
    auth = basicAuth('alice@example.org');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the job, logs the platform skipped and names it in the report', async () => {
    const jobId = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: `${LINE}\n`,
      headers: { authorization: auth, 'content-type': 'text/plain' },
    });
    expect(upload.statusCode).toBe(200);
    const report = await t.app.inject({
      url: `/api/logs/${jobId}/job-report.json`,
      headers: { authorization: auth },
    });
    const { general, alerts, notices } = report.json<{
      general: Record<string, unknown>;
      alerts: Record<string, string>;
      notices: unknown[];
    }>();
    expect(general['Job-Done']).toBe(true);
    expect(alerts['alert-pack-platforms']).toBe(
      'Platforms skipped, their manifest.json cannot be used: broken',
    );
    expect(notices).toContainEqual({
      key: 'alert-pack-platforms',
      code: 'pack-platforms-skipped',
      params: { platforms: 'broken' },
    });
    const warnings = logs
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter(({ msg }) =>
        msg.includes('broken: platform skipped, its manifest.json cannot be used'),
      );
    expect(warnings).toEqual([expect.objectContaining({ level: 40 })]);
  }, 120_000);
});
