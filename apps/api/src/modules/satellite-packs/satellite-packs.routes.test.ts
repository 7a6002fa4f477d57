import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@sillage/jobs/testing';
import type { RepositoryStatus } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runGit as git } from '../../test/git.js';

// The satellite packs' upstreams as real git repositories in a temporary folder (the server never
// reaches the network in tests): each a bare remote published from a maintainer's clone.
const admin = basicAuth('admin@example.org');
const ROBOT = '192.0.2.7';
const IGNORED_HOST = '198.51.100.9';

/** Creates `<root>/<name>.git` (branch master) holding `files`; returns its URL. */
async function createRemote(
  root: string,
  name: string,
  files: Record<string, string>,
): Promise<string> {
  const upstream = path.join(root, `${name}-upstream`);
  git(root, 'init', '-q', '--bare', '-b', 'master', `${name}.git`);
  git(root, 'init', '-q', '-b', 'master', upstream);
  for (const [file, content] of Object.entries(files)) {
    await writeFile(path.join(upstream, file), content);
  }
  git(upstream, 'add', '-A');
  git(upstream, 'commit', '-q', '-m', `${name}, first version`);
  git(upstream, 'remote', 'add', 'origin', path.join(root, `${name}.git`));
  git(upstream, 'push', '-q', 'origin', 'master');
  // file:// so that the clone is as shallow as a remote one.
  return `file://${path.join(root, `${name}.git`)}`;
}

const EXCLUSION_FILES = {
  'robots.test.txt': `# robots of the test\n${ROBOT}\n`,
  'hosts.test.txt': `${IGNORED_HOST}\n`,
};
const RESOURCE_FILES = {
  'predefined-settings.json': JSON.stringify({
    'zz-test-institution': {
      fullName: 'Test institution',
      country: 'France',
      headers: { 'Crypted-Fields': 'none' },
    },
  }),
};

const repositoryStatus = async (t: TestApp, name: 'exclusions' | 'resources') =>
  (
    await t.app.inject({ url: `/api/admin/${name}/status`, headers: { authorization: admin } })
  ).json<RepositoryStatus>();

/** Waits until the pack is in place (no fetch state, a git copy). */
const waitInPlace = (t: TestApp, name: 'exclusions' | 'resources') =>
  waitFor(
    async () => {
      const status = await repositoryStatus(t, name);
      return status.fetch === undefined && status['is-git-repo'] ? status : undefined;
    },
    `the ${name} pack in place`,
    30_000,
  );

/** The rejects of a two-line job: one line from the robot's address, one from the ignored host. */
async function excludedLines(t: TestApp): Promise<Record<string, unknown>> {
  const jobId = randomUUID();
  const line = (host: string) =>
    `${host} - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.com/a.html HTTP/1.1" 200 5\n`;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/${jobId}`,
    headers: { authorization: admin, 'content-type': 'text/plain' },
    payload: line(ROBOT) + line(IGNORED_HOST),
  });
  expect(response.statusCode).toBe(200);
  const report = await t.app.inject({
    url: `/api/logs/${jobId}/job-report.json`,
    headers: { authorization: admin },
  });
  return report.json<{ rejets: Record<string, unknown> }>().rejets;
}

/**
 * An app whose data folder is `<root>/data`, running jobs itself, with an admin and a user
 * account; `env` says where (and whether) the packs are fetched.
 */
async function startApp(root: string, env: Record<string, string>): Promise<TestApp> {
  const t = await buildTestApp({
    env: {
      SILLAGE_EMBEDDED_WORKER: 'true',
      SILLAGE_DATA_DIR: path.join(root, 'data'),
      SILLAGE_PKB_SYNC_ON_START: 'false',
      ...env,
    },
  });
  await createUser(t.app, 'admin@example.org', 'admin');
  await createUser(t.app, 'user@example.org', 'user');
  return t;
}

const fetchAgain = (t: TestApp, name: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${name}/fetch`,
    headers: { authorization: admin },
  });

describe('first start: the satellite packs are fetched into the data folder', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-satellites-'));
    t = await startApp(root, {
      SILLAGE_EXCLUSIONS_FETCH: 'true',
      SILLAGE_EXCLUSIONS_REPOSITORY_URL: await createRemote(root, 'exclusions', EXCLUSION_FILES),
      SILLAGE_RESOURCES_FETCH: 'true',
      SILLAGE_RESOURCES_REPOSITORY_URL: await createRemote(root, 'resources', RESOURCE_FILES),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('clones both beside the platforms catalog, leaving nothing half-cloned', async () => {
    await waitInPlace(t, 'exclusions');
    await waitInPlace(t, 'resources');
    const packs = path.join(root, 'data', 'packs');
    // (Beside the platforms catalog's state: its fetch is off in tests.)
    expect((await readdir(packs)).sort()).toEqual([
      'exclusions',
      'platforms.state.json',
      'resources',
    ]);
    expect((await readdir(path.join(packs, 'exclusions'))).sort()).toEqual([
      '.git',
      'hosts.test.txt',
      'robots.test.txt',
    ]);
    expect(git(path.join(packs, 'resources'), 'rev-parse', '--is-shallow-repository')).toBe('true');
  });

  it("gives jobs the fetched exclusion lists and the resources pack's predefined settings", async () => {
    await waitInPlace(t, 'exclusions');
    await waitInPlace(t, 'resources');
    expect(await excludedLines(t)).toMatchObject({
      'nb-lines-robots-ecs': 1,
      'nb-lines-ignored-hosts': 1,
    });
    const predefined = await t.app.inject({ url: '/api/info/predefined-settings' });
    expect(predefined.json()).toMatchObject({
      'zz-test-institution': { fullName: 'Test institution' },
    });
  });

  it('has nothing more to fetch once they are in place', async () => {
    await waitInPlace(t, 'exclusions');
    const again = await fetchAgain(t, 'exclusions');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('satelliteNotFetchable');
  });
});

describe('first start without the upstreams', () => {
  let root: string;
  let t: TestApp;
  let exclusionsUrl: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-satellites-'));
    // Not there yet: the fetch fails as an unreachable remote would.
    exclusionsUrl = `file://${path.join(root, 'exclusions.git')}`;
    t = await startApp(root, {
      SILLAGE_EXCLUSIONS_FETCH: 'true',
      SILLAGE_EXCLUSIONS_REPOSITORY_URL: exclusionsUrl,
      // A repository with no resources in it.
      SILLAGE_RESOURCES_FETCH: 'true',
      SILLAGE_RESOURCES_REPOSITORY_URL: await createRemote(root, 'unrelated', {
        'README.md': '# not a resources pack\n',
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const waitFailed = (name: 'exclusions' | 'resources') =>
    waitFor(
      async () => {
        const status = await repositoryStatus(t, name);
        return status.fetch?.state === 'failed' ? status.fetch : undefined;
      },
      `the ${name} fetch to fail`,
      30_000,
    );

  it('serves, says why each pack is missing, and jobs run without exclusion lists', async () => {
    expect((await waitFailed('exclusions')).reason).toMatch(
      /remote repository|not found|does not exist/i,
    );
    expect(await waitFailed('resources')).toMatchObject({
      state: 'failed',
      branch: 'master',
      reason:
        'branch master of the repository holds neither predefined-settings.json nor countries.json',
    });
    // Nothing of a failed or refused clone is left in the data folder.
    expect(await readdir(path.join(root, 'data', 'packs'))).toEqual(['platforms.state.json']);
    expect(await excludedLines(t)).toMatchObject({
      'nb-lines-robots-ecs': 0,
      'nb-lines-ignored-hosts': 0,
    });
    // An update has no copy to start from.
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exclusions/status',
      headers: { authorization: admin },
    });
    expect(update.statusCode).toBe(409);
    expect(update.json<{ message: string }>().message).toBe('packNotFetched');
  });

  it('fetches again when an admin asks, once the upstream is there', async () => {
    await waitFailed('exclusions');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/exclusions/fetch',
      headers: { authorization: basicAuth('user@example.org') },
    });
    expect(refused.statusCode).toBe(403);
    expect(await createRemote(root, 'exclusions', EXCLUSION_FILES)).toBe(exclusionsUrl);
    const started = await fetchAgain(t, 'exclusions');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: 'fetching', progress: 0 });
    await waitInPlace(t, 'exclusions');
    // The next job loads them, with no restart.
    expect(await excludedLines(t)).toMatchObject({
      'nb-lines-robots-ecs': 1,
      'nb-lines-ignored-hosts': 1,
    });
  });
});

describe('fetching turned off, or a folder configured', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-satellites-'));
    await writeFile(path.join(root, 'hosts.local.txt'), `${IGNORED_HOST}\n`);
    t = await startApp(root, {
      SILLAGE_EXCLUSIONS_DIR: root,
      SILLAGE_RESOURCES_FETCH: 'false',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('says the fetch is off and refuses to start one', async () => {
    expect((await repositoryStatus(t, 'resources')).fetch).toEqual({
      state: 'disabled',
      repository: 'https://github.com/ezpaarse-project/ezpaarse-resources',
      branch: 'master',
    });
    expect((await fetchAgain(t, 'resources')).statusCode).toBe(409);
  });

  it('never fetches a configured folder', async () => {
    expect(await repositoryStatus(t, 'exclusions')).toEqual({ 'is-git-repo': false });
    const refused = await fetchAgain(t, 'exclusions');
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe('repositoryNotFetched');
  });
});

describe('a pack put in place by someone else, and a bad file in the fetched resources', () => {
  let root: string;
  let t: TestApp;
  let missingUpstream: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-satellites-'));
    // A folder of the server as the upstream, not there: git names it in its reason.
    missingUpstream = path.join(root, 'nowhere', 'exclusions.git');
    // Left by an earlier fetch: a resources pack whose predefined settings cannot be read.
    await mkdir(path.join(root, 'data', 'packs', 'resources'), { recursive: true });
    await writeFile(
      path.join(root, 'data', 'packs', 'resources', 'predefined-settings.json'),
      '{ not json',
    );
    t = await startApp(root, {
      SILLAGE_EXCLUSIONS_FETCH: 'true',
      SILLAGE_EXCLUSIONS_REPOSITORY_URL: missingUpstream,
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('starts on the built-in predefined settings when the fetched ones cannot be read', async () => {
    const predefined = await t.app.inject({ url: '/api/info/predefined-settings' });
    expect(predefined.statusCode).toBe(200);
    expect(Object.keys(predefined.json<object>())).toContain('00-00-json-output');
  });

  it("never shows a user the server's folders in a failed fetch's reason", async () => {
    const failed = await waitFor(
      async () => {
        const status = (
          await t.app.inject({
            url: '/api/admin/exclusions/status',
            headers: { authorization: basicAuth('user@example.org') },
          })
        ).json<RepositoryStatus>();
        return status.fetch?.state === 'failed' ? status.fetch : undefined;
      },
      'the exclusions fetch to fail',
      30_000,
    );
    expect(failed.reason).toContain('…/exclusions.git');
    expect(failed.reason).not.toContain(root);
    // A folder is never shown as the repository either.
    expect(failed.repository).toBeUndefined();
  });

  it('sees a copy put in place by hand (or by another api process), and updates it', async () => {
    await waitFor(
      async () =>
        (await repositoryStatus(t, 'exclusions')).fetch?.state === 'failed' ? true : undefined,
      'the exclusions fetch to fail',
      30_000,
    );
    const remote = await createRemote(root, 'exclusions', EXCLUSION_FILES);
    git(root, 'clone', '-q', remote, path.join(root, 'data', 'packs', 'exclusions'));
    const status = await repositoryStatus(t, 'exclusions');
    expect(status.fetch).toBeUndefined();
    expect(status['is-git-repo']).toBe(true);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/exclusions/status',
      headers: { authorization: admin },
    });
    expect(update.statusCode).toBe(200);
    // And nothing is left to fetch.
    expect((await fetchAgain(t, 'exclusions')).statusCode).toBe(409);
  });
});
