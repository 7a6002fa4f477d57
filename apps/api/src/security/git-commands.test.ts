import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { basicAuth, createUser } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { runGit as run, createUpstream } from '../test/git.js';
import { createGitAnswerCache } from '../modules/packs/git-answer-cache.js';

/**
 * Issue 19, item 8: only admins make the server run `git fetch`; the status a user's page asks
 * for and the anonymous `changed` routes answer from what was kept, not from git per request.
 */
describe('git commands behind the update pages', () => {
  let root: string;
  let upstream: string;
  let t: TestApp;
  const admin = basicAuth('admin@example.org');
  const reader = basicAuth('reader@example.org');

  async function publish(file: string, text: string) {
    await writeFile(path.join(upstream, 'demo', file), text);
    run(upstream, 'add', '-A');
    run(upstream, 'commit', '-q', '-m', file);
    run(upstream, 'push', '-q', 'origin', 'main');
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-git-commands-'));
    upstream = createUpstream(root);
    run(upstream, 'commit', '-q', '--allow-empty', '-m', 'start');
    run(upstream, 'push', '-q', 'origin', 'main');
    await mkdir(path.join(upstream, 'demo'));
    await publish('manifest.json', '{"name":"demo"}');
    run(root, 'clone', '-q', 'remote.git', 'platforms');
    t = await buildTestApp({
      env: {
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORM_PACKS: path.join(root, 'platforms'),
        SILLAGE_APP_DIR: path.join(root, 'data'),
      },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    await createUser(t.app, 'reader@example.org');
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const status = async (authorization: string) => {
    const response = await t.app.inject({
      url: '/api/admin/platforms/status',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };
  const changed = async () =>
    (await t.app.inject({ url: '/api/info/platforms/changed' })).json<Record<string, string[]>>();

  it('fetches for admins only, and users and anonymous callers get the kept answers', async () => {
    await publish('parser.js', '// first parser');
    // A user's page: no fetch, so the new commit upstream is not seen.
    expect(await status(reader)).toMatchObject({ 'from-head': 'uptodate' });
    expect(await changed()).toEqual({});
    // An admin's page fetches: the new commit is seen, by everyone.
    expect(await status(admin)).toMatchObject({ 'from-head': 'outdated' });
    expect(await status(reader)).toMatchObject({ 'from-head': 'outdated' });
    expect(await changed()).toEqual({ demo: ['parser.js'] });

    // The remote branch moves without an admin (another process fetched): anonymous callers keep
    // getting the kept answer instead of running git diff per request.
    await publish('other.js', '// more');
    run(path.join(root, 'platforms'), 'fetch', '-q', 'origin');
    expect(await changed()).toEqual({ demo: ['parser.js'] });
    expect(await status(reader)).toMatchObject({ 'from-head': 'outdated' });
    // The next admin check refreshes both.
    await status(admin);
    expect((await changed()).demo?.sort()).toEqual(['other.js', 'parser.js']);
  });
});

describe('createGitAnswerCache', () => {
  it('runs a computation once per period per key, failures included', async () => {
    let clock = 0;
    const cache = createGitAnswerCache(1000, () => clock);
    let runs = 0;
    const compute = () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(runs);
    };
    await expect(cache.get('a', compute)).rejects.toThrow('offline');
    await expect(cache.get('a', compute)).rejects.toThrow('offline');
    expect(runs).toBe(1);
    clock = 1000;
    await expect(cache.get('a', compute)).resolves.toBe(2);
    await expect(cache.get('a', compute)).resolves.toBe(2);
    cache.drop('a');
    await expect(cache.get('a', compute)).resolves.toBe(3);
  });
});
