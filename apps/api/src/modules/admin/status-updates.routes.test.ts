import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runGit } from '../../test/git.js';

/**
 * What `PUT /api/admin/{repo}/status` accepts (server.md §2.7): the app's update reads `version`,
 * `force`, `rebuild` and `socket`, a pack's update nothing. Anything else is refused rather than
 * silently dropped, and a refusal says what is wrong without the server's folders.
 */
describe('PUT /api/admin/{repo}/status requests', () => {
  let root: string;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-status-updates-'));
    // Git copies whose remote does not exist: every fetch fails, naming the remote's path.
    for (const folder of ['app', 'platforms']) {
      runGit(root, 'init', '-q', '-b', 'main', folder);
      await writeFile(path.join(root, folder, 'README.md'), 'local\n');
      runGit(path.join(root, folder), 'add', '-A');
      runGit(path.join(root, folder), 'commit', '-q', '-m', 'local only');
      runGit(path.join(root, folder), 'remote', 'add', 'origin', path.join(root, 'missing.git'));
    }
    // A plain folder: not a git working copy.
    await mkdir(path.join(root, 'resources'));
    t = await buildTestApp({
      env: {
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_APP_DIR: path.join(root, 'app'),
        SILLAGE_PLATFORM_PACKS: path.join(root, 'platforms'),
        SILLAGE_RESOURCES_DIR: path.join(root, 'resources'),
      },
      dependencies: { requestRestart: () => undefined },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    admin = basicAuth('admin@example.org');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const put = (url: string, body?: { type: string; payload: string }) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: {
        authorization: admin,
        ...(body === undefined ? {} : { 'content-type': body.type }),
      },
      ...(body === undefined ? {} : { payload: body.payload }),
    });

  it.each([
    ['/api/admin/app/status?verison=latest', /verison/],
    ['/api/admin/app/status?force=yes&dryRun=1', /dryRun/],
    ['/api/admin/platforms/status?force=yes', /force/],
    ['/api/admin/resources/status?socket=abc', /socket/],
  ])('refuses %s: an unknown query parameter is a 400', async (url, named) => {
    const response = await put(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      kind: 'VALIDATION_FAILED',
      message: expect.stringMatching(named) as unknown,
    });
  });

  it.each([
    ['/api/admin/app/status', { type: 'application/json', payload: '{"version":"latest"}' }],
    ['/api/admin/platforms/status', { type: 'application/json', payload: '{}' }],
    ['/api/admin/resources/status', { type: 'text/plain', payload: 'update please' }],
  ])('refuses a body on %s: these requests take none', async (url, body) => {
    const response = await put(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      kind: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^bodyNotAllowed/) as unknown,
    });
  });

  it("tells why an update failed without the server's folders", async () => {
    const responses = [
      await put('/api/admin/app/status?version=latest&rebuild=no'),
      await put('/api/admin/platforms/status'),
      await put('/api/admin/resources/status'),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([409, 503, 409]);
    const [app, platforms, resources] = responses.map(
      (response) => response.json<{ message: string }>().message,
    );
    expect(app).toMatch(/^updateFailed: git fetch --tags origin /);
    expect(platforms).toMatch(/^gitFailed: git fetch --tags --prune origin failed: /);
    expect(resources).toMatch(/^updateRefused: .*not a git working copy/);
    for (const response of responses) {
      expect(response.body).not.toContain(root);
      expect(response.body).not.toContain(tmpdir());
    }
  }, 60_000);

  it('still takes the documented parameters', async () => {
    // Past validation: the update runs, and fails at the fetch as above.
    const response = await put(
      '/api/admin/app/status?version=stable&force=yes&rebuild=no&socket=s1',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/^updateFailed: git fetch/);
    const pack = await put('/api/admin/platforms/status');
    expect(pack.statusCode).toBe(503);
  }, 60_000);
});
