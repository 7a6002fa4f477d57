import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createKnowledgeBaseRepository } from '@sillage/db';
import { waitFor } from '@sillage/jobs/testing';
import { readPlatformsCatalogState } from '@sillage/pipeline';
import { inProcessVerification } from '@sillage/platforms/testing';
import type {
  PlatformManifest,
  PlatformsCatalogStatus,
  ServerMessage,
} from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { REPO_ROOT, buildTestApp, type TestApp, listenLocally } from '../../test/build-test-app.js';
import { runGit as run } from '../../test/git.js';

// The community catalog snapshot and its KBART files, read in place; a few platforms are copied
// into a temporary git repository that plays the upstream (never committed anywhere).
const SNAPSHOT = path.resolve(REPO_ROOT, '../shared/packs/ezpaarse-platforms');
const KBART = path.resolve(REPO_ROOT, '../shared/acceptance/pkb/acs/acs_AllTitles_2014-07-16.txt');
// karger and thieme have no native rules (their platforms are the pack's); acs carries a KBART file.
const PLATFORMS = ['acs', 'karger', 'thieme'];
const KARGER_LINE =
  '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.karger.com/Article/FullText/373881 HTTP/1.1" 200 5000\n';

/** Copies a folder of the read-only snapshot (files and folders made writable, to be removed). */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      await copyFolder(path.join(from, entry.name), path.join(to, entry.name));
    } else {
      await writeFile(path.join(to, entry.name), await readFile(path.join(from, entry.name)));
    }
  }
}

/** A bare repository `<root>/remote.git` (branch master) published from `<root>/upstream`. */
async function createUpstream(root: string, bare = path.join(root, 'remote.git')): Promise<string> {
  const upstream = path.join(root, 'upstream');
  run(root, 'init', '-q', '--bare', '-b', 'master', bare);
  run(root, 'init', '-q', '-b', 'master', upstream);
  for (const platform of PLATFORMS) {
    await copyFolder(path.join(SNAPSHOT, platform), path.join(upstream, platform));
  }
  await mkdir(path.join(upstream, 'acs', 'pkb'));
  await copyFile(KBART, path.join(upstream, 'acs', 'pkb', path.basename(KBART)));
  run(upstream, 'add', '-A');
  run(upstream, 'commit', '-q', '-m', 'first version');
  run(upstream, 'remote', 'add', 'origin', bare);
  run(upstream, 'push', '-q', 'origin', 'master');
  return upstream;
}

const status = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/platforms-catalog/status' })).json<PlatformsCatalogStatus>();

const waitForState = (t: TestApp, state: PlatformsCatalogStatus['state']) =>
  waitFor(
    async () => {
      const current = await status(t);
      return current.state === state ? current : undefined;
    },
    `the catalog state ${state}`,
    60_000,
  );

/** Runs the karger line through the api; its event and report. */
async function processKargerLine(t: TestApp, authorization: string) {
  const jobId = randomUUID();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/${jobId}`,
    headers: {
      authorization,
      'content-type': 'text/plain',
      'log-format-ezproxy': '%h %l %u %t "%r" %s %b',
      'output-fields': '+platforms_version',
    },
    payload: KARGER_LINE,
  });
  expect(response.statusCode).toBe(200);
  const result = await t.app.inject({ url: `/${jobId}`, headers: { authorization } });
  const [header, line] = result.body.trim().split('\n');
  const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1');
  const names = (header ?? '').split(';').map(unquote);
  const values = (line ?? '').split(';').map(unquote);
  const report = await t.app.inject({
    url: `/api/logs/${jobId}/job-report.json`,
    headers: { authorization },
  });
  return {
    event:
      line === undefined
        ? undefined
        : Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])),
    report: report.json<{ general: Record<string, unknown>; alerts: Record<string, string> }>(),
  };
}

const packPlatforms = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/info/platforms?source=pack' }))
    .json<PlatformManifest[]>()
    .map((platform) => platform.name);

describe('first start with a reachable upstream (a local git repository)', () => {
  let root: string;
  let upstream: string;
  let t: TestApp;
  let admin: string;
  const ready: [string, string][] = [];
  // The differential check on acs's rules only (acs is the one platform both native and here).
  const verification = inProcessVerification(['acs']);
  let fetchingRightAfterStart: PlatformsCatalogStatus;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-catalog-'));
    upstream = await createUpstream(root);
    t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORMS_FETCH: 'true',
        // file:// so that the clone is as shallow as a remote one.
        SILLAGE_PLATFORMS_REPOSITORY_URL: `file://${path.join(root, 'remote.git')}`,
        SILLAGE_APP_DIR: path.join(root, 'data'),
      },
      dependencies: {
        onPlatformsPackReady: (dir, cause) => {
          ready.push([dir, cause]);
        },
        startPlatformVerification: verification.start,
      },
    });
    // The server is up and answers while the catalog is fetched in the background.
    fetchingRightAfterStart = await status(t);
    await createUser(t.app, 'admin@example.org', 'admin');
    admin = basicAuth('admin@example.org');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const packDir = () => path.join(root, 'data', 'packs', 'platforms');

  it('clones it into the data folder, goes fetching → ready, and lists its platforms', async () => {
    expect(fetchingRightAfterStart).toMatchObject({
      state: 'fetching',
      origin: 'default',
      branch: 'master',
    });
    const done = await waitForState(t, 'ready');
    const head = run(upstream, 'rev-parse', 'HEAD');
    expect(done).toMatchObject({
      state: 'ready',
      origin: 'default',
      commit: head,
      version: run(upstream, 'describe', '--tags', '--always'),
      date: run(upstream, 'log', '-1', '--format=%cs'),
    });
    // A folder of the server is not shown (only a remote URL would be).
    expect(done.repository).toBeUndefined();
    expect(run(packDir(), 'rev-parse', 'HEAD')).toBe(head);
    expect(run(packDir(), 'rev-parse', '--is-shallow-repository')).toBe('true');
    // Nothing half-cloned is left beside it; the state is recorded for the workers.
    expect((await readdir(path.dirname(packDir()))).sort()).toEqual([
      'platforms',
      'platforms.state.json',
    ]);
    expect(await readPlatformsCatalogState(packDir())).toMatchObject({
      state: 'ready',
      commit: head,
    });
    // The verification hook of a new pack version (issue 18 item 2) is told.
    expect(ready).toEqual([[packDir(), 'fetched']]);
    expect(await packPlatforms(t)).toEqual(
      expect.arrayContaining(['karger', 'thieme']) as string[],
    );
  });

  it('is verified: which native platforms equal it is cached for its commit and listed', async () => {
    await waitForState(t, 'ready');
    // Started by the api itself once the fetched version is in place.
    const check = await waitFor(
      () => verification.runs[0],
      'the check of the fetched version to start',
    );
    await check.report;
    const report = await waitFor(
      () => t.app.platformVerification.currentReport(),
      'the verdicts of the fetched version',
    );
    expect(report.packKey).toBe(`git:${run(upstream, 'rev-parse', 'HEAD')}`);
    // acs is native too; karger and thieme are the pack's alone (nothing to verify).
    expect(report.platforms.map((verdict) => verdict.platform)).toEqual(['acs']);
    const acs = (await t.app.inject({ url: '/api/info/platforms' }))
      .json<PlatformManifest[]>()
      .find((platform) => platform.name === 'acs');
    expect(acs?.verdict).toMatchObject({
      serving: report.platforms[0]?.serving,
      triedUrls: report.platforms[0]?.tried,
    });
  });

  it('is used by the next job, whose report carries its version', async () => {
    await waitForState(t, 'ready');
    const { event, report } = await processKargerLine(t, admin);
    const version = run(upstream, 'describe', '--tags', '--always');
    expect(event).toMatchObject({
      platform: 'karger',
      rtype: 'ARTICLE',
      mime: 'HTML',
      unitid: '373881',
      platforms_version: version,
    });
    expect(report.general['platforms-version']).toBe(version);
    expect(report.general['platforms-notice']).toBeNull();
    expect(report.alerts).not.toHaveProperty('alert-platforms');
  }, 60_000);

  it('feeds the knowledge base from its pkb files', async () => {
    await waitForState(t, 'ready');
    const repository = createKnowledgeBaseRepository(t.database.db);
    const row = await waitFor(
      async () =>
        (await repository.lookupBatch([{ platform: 'acs', keys: { title_id: 'ac' } }]))[0] ??
        undefined,
      'the KBART rows of the fetched catalog',
      60_000,
    );
    expect(row.publication_title).toBe('Analytical Chemistry');
  }, 60_000);

  it('updates from the admin pages although the copy is shallow', async () => {
    await waitForState(t, 'ready');
    await writeFile(path.join(upstream, 'karger', 'NOTES.md'), 'a change upstream\n');
    run(upstream, 'add', '-A');
    run(upstream, 'commit', '-q', '-m', 'second version');
    run(upstream, 'push', '-q', 'origin', 'master');
    const head = run(upstream, 'rev-parse', 'HEAD');

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/platforms/status',
      headers: { authorization: admin },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ 'from-head': 'uptodate', to: head });
    const after = await waitFor(async () => {
      const current = await status(t);
      return current.commit === head ? current : undefined;
    }, 'the updated version in the catalog state');
    expect(after.state).toBe('ready');
    expect(ready.at(-1)).toEqual([packDir(), 'updated']);
    const { report } = await processKargerLine(t, admin);
    expect(report.general['platforms-version']).toBe(
      run(upstream, 'describe', '--tags', '--always'),
    );
  }, 60_000);
});

describe('first start when the upstream cannot be reached', () => {
  let root: string;
  let t: TestApp;
  let admin: string;
  let socket: WebSocket;
  const messages: ServerMessage[] = [];
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sillage-catalog-offline-'));
    t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORMS_FETCH: 'true',
        // Nothing there yet (offline, as far as the server can tell).
        SILLAGE_PLATFORMS_REPOSITORY_URL: path.join(root, 'remote.git'),
        SILLAGE_APP_DIR: path.join(root, 'data'),
      },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    admin = basicAuth('admin@example.org');
    const port = await listenLocally(t.app);
    socket = new WebSocket(`ws://127.0.0.1:${String(port)}/ws`);
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    });
    await new Promise((resolve) => socket.once('open', resolve));
  }, 120_000);
  afterAll(async () => {
    socket.close();
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves with the native catalog and says why, in the state and in every report', async () => {
    const failed = await waitForState(t, 'failed');
    expect(failed.reason).toMatch(/does not exist/);
    expect(await stat(path.join(root, 'data', 'packs', 'platforms')).catch(() => 'missing')).toBe(
      'missing',
    );
    expect(await packPlatforms(t)).toEqual([]);
    const { event, report } = await processKargerLine(t, admin);
    // karger has no native rules: the line is not recognised, the job still runs.
    expect(event).toBeUndefined();
    expect(report.general['nb-lines-input']).toBe(1);
    expect(report.general['platforms-version']).toBeNull();
    const notice = report.general['platforms-notice'];
    expect(notice).toMatch(
      /^Native platform rules only: fetching the community platforms catalog failed: .*does not exist/,
    );
    expect(report.alerts['alert-platforms']).toBe(notice);
  }, 60_000);

  it('fetches again on an admin request, and jobs pick the pack up without a restart', async () => {
    await waitForState(t, 'failed');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platforms-catalog/fetch',
      headers: { authorization: admin },
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ state: 'fetching' });
    // The repository appears only now: this fetch fails again, and the next one succeeds.
    await waitForState(t, 'failed');
    const upstream = await createUpstream(root);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platforms-catalog/fetch',
      headers: { authorization: admin },
    });
    expect(again.statusCode).toBe(202);
    await waitForState(t, 'ready');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/platforms-catalog/fetch',
      headers: { authorization: admin },
    });
    expect(refused.statusCode).toBe(409);

    // Every state change reached the sockets, in order.
    const states = await waitFor(() => {
      const seen = messages
        .filter(
          (message): message is Extract<ServerMessage, { type: 'platforms-catalog:update' }> =>
            message.type === 'platforms-catalog:update',
        )
        .map((message) => message.data.state);
      return seen.at(-1) === 'ready' ? seen : undefined;
    }, 'the ready message');
    // (The first fetch's failure may have reached the socket before or after it opened.)
    expect(states.filter((state, index) => state !== states[index - 1]).slice(-4)).toEqual([
      'fetching',
      'failed',
      'fetching',
      'ready',
    ]);

    const { event, report } = await processKargerLine(t, admin);
    expect(event).toMatchObject({ platform: 'karger', rtype: 'ARTICLE' });
    expect(report.general['platforms-version']).toBe(
      run(upstream, 'describe', '--tags', '--always'),
    );
    expect(report.general['platforms-notice']).toBeNull();
  }, 90_000);
});

describe('fetching turned off', () => {
  it('never fetches; the native catalog serves and every report says so', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-catalog-off-'));
    await createUpstream(root);
    const t = await buildTestApp({
      env: {
        SILLAGE_EMBEDDED_WORKER: 'true',
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORMS_FETCH: 'false',
        SILLAGE_PLATFORMS_REPOSITORY_URL: path.join(root, 'remote.git'),
      },
    });
    let closed = false;
    const close = async () => {
      if (!closed) {
        closed = true;
        await t.close();
      }
    };
    try {
      await createUser(t.app, 'admin@example.org', 'admin');
      const admin = basicAuth('admin@example.org');
      expect(await status(t)).toMatchObject({ state: 'disabled', origin: 'default' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/admin/platforms-catalog/fetch',
        headers: { authorization: admin },
      });
      expect(refused.statusCode).toBe(409);
      const { report } = await processKargerLine(t, admin);
      expect(report.general['platforms-notice']).toMatch(
        /^Native platform rules only: fetching the community platforms catalog is turned off/,
      );
      expect(await stat(path.join(root, 'data', 'packs', 'platforms')).catch(() => 'missing')).toBe(
        'missing',
      );
      // Recorded for the workers, once: a restart in the same state leaves the file (and the
      // workers' resources) alone.
      const stateFile = path.join(root, 'data', 'packs', 'platforms.state.json');
      const recorded = await readFile(stateFile, 'utf8');
      expect(JSON.parse(recorded)).toMatchObject({ state: 'disabled' });
      await close();
      const restarted = await buildTestApp({
        env: {
          SILLAGE_DATA_DIR: path.join(root, 'data'),
          SILLAGE_PLATFORMS_FETCH: 'false',
          SILLAGE_PLATFORMS_REPOSITORY_URL: path.join(root, 'remote.git'),
        },
      });
      expect(await status(restarted)).toMatchObject({ state: 'disabled' });
      await restarted.close();
      expect(await readFile(stateFile, 'utf8')).toBe(recorded);
    } finally {
      await close();
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);

  it('is not needed when a pack is configured: its state is shown, nothing is fetched', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-catalog-configured-'));
    const upstream = await createUpstream(root);
    const t = await buildTestApp({
      env: {
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORMS_FETCH: 'true',
        SILLAGE_PLATFORMS_REPOSITORY_URL: path.join(root, 'no-such-repository'),
        SILLAGE_PLATFORM_PACKS: upstream,
      },
    });
    try {
      expect(await status(t)).toMatchObject({
        state: 'ready',
        origin: 'configured',
        commit: run(upstream, 'rev-parse', 'HEAD'),
      });
      expect(await stat(path.join(root, 'data', 'packs')).catch(() => 'missing')).toBe('missing');
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('a copy fetched before its repository or branch setting changed', () => {
  it('shows the repository and branch the copy follows (updates come from there), not the setting', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-catalog-moved-'));
    await createUpstream(root);
    const pack = path.join(root, 'data', 'packs', 'platforms');
    await mkdir(path.dirname(pack), { recursive: true });
    run(root, 'clone', '-q', '--depth', '1', `file://${path.join(root, 'remote.git')}`, pack);
    const t = await buildTestApp({
      env: {
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_PLATFORMS_FETCH: 'true',
        // Changed after the first start: the copy in place still follows its own origin.
        SILLAGE_PLATFORMS_REPOSITORY_URL: 'https://git.example.org/fork/ezpaarse-platforms.git',
        SILLAGE_PLATFORMS_BRANCH: 'develop',
      },
    });
    try {
      const ready = await status(t);
      expect(ready).toMatchObject({ state: 'ready', origin: 'default', branch: 'master' });
      // Its origin is a folder of the server: not shown, and never the fork it does not follow.
      expect(ready.repository).toBeUndefined();
      expect((await readPlatformsCatalogState(pack))?.branch).toBe('master');
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});
