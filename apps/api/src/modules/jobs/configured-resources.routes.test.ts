import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
