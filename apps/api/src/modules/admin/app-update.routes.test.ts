import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { waitFor } from '@sillage/jobs/testing';
import type { ServerMessage } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import {
  buildTestApp,
  createTestConfig,
  type TestApp,
  listenLocally,
} from '../../test/build-test-app.js';
import { spawnCommand, type CommandRunner } from './command-runner.js';
import { runGit as git, createUpstream } from '../../test/git.js';

let root: string;
let upstream: string;
let install: string;
const admin = basicAuth('admin@example.org');

async function release(version: string, tag = true) {
  await writeFile(path.join(upstream, 'VERSION'), `${version}\n`);
  git(upstream, 'add', '-A');
  git(upstream, 'commit', '-q', '-m', `release ${version}`);
  if (tag) {
    git(upstream, 'tag', `v${version}`);
  }
  git(upstream, 'push', '-q', '--tags', 'origin', 'main');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sillage-app-update-'));
  upstream = createUpstream(root);
  // The install and build steps of this test application (configured below in place of the
  // defaults, npm ci and npm run build): the build fails for a version marked broken.
  await writeFile(path.join(upstream, '.gitignore'), 'dist/\nnode_modules/\n');
  await writeFile(
    path.join(upstream, 'install.mjs'),
    `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const version = readFileSync('VERSION', 'utf8').trim();
mkdirSync('node_modules', { recursive: true });
writeFileSync('node_modules/.installed', version);
console.log('installed ' + version);
`,
  );
  await writeFile(
    path.join(upstream, 'build.mjs'),
    `import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const version = readFileSync('VERSION', 'utf8').trim();
if (version.includes('broken')) {
  console.error('build failed for ' + version);
  process.exit(2);
}
mkdirSync('dist', { recursive: true });
writeFileSync('dist/VERSION', version);
// The folder it was built in: a path of the server, which the admins' sockets get redacted.
console.log('built ' + version + ' in ' + process.cwd());
`,
  );
  await release('1.0.0');
  git(root, 'clone', '-q', 'remote.git', 'install');
  install = path.join(root, 'install');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('application update from git', () => {
  let t: TestApp;
  let running = 0;
  const restarts: number[] = [];
  const commands: string[] = [];
  const messages: ServerMessage[] = [];
  let socket: WebSocket;
  // Every step runs for real; the runner only records which ones ran.
  const runner: CommandRunner = async (command, args, options) => {
    commands.push([command, ...args].join(' '));
    await spawnCommand(command, args, options);
  };
  const builtVersion = () => readFile(path.join(install, 'dist/VERSION'), 'utf8');
  const updateLogs = () =>
    messages.flatMap((message) => (message.type === 'update-logs' ? [message.data] : [])).join('');

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        SILLAGE_APP_DIR: install,
        SILLAGE_DATA_DIR: path.join(root, 'data'),
        SILLAGE_UPDATE_INSTALL_COMMAND: 'node install.mjs',
        SILLAGE_UPDATE_BUILD_COMMAND: 'node build.mjs',
      },
      dependencies: {
        commandRunner: runner,
        requestRestart: () => restarts.push(Date.now()),
        jobActivity: { countJobsInProgress: () => Promise.resolve(running) },
      },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    const port = await listenLocally(t.app);
    socket = new WebSocket(`ws://127.0.0.1:${String(port)}/ws`, {
      headers: { authorization: admin },
    });
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString('utf8')) as ServerMessage);
    });
    await new Promise((resolve) => socket.once('open', resolve));
  }, 60_000);
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  const status = async () =>
    (await t.app.inject({ url: '/api/admin/app/status', headers: { authorization: admin } })).json<
      Record<string, unknown>
    >();
  const update = (query = '') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/app/status${query}`,
      headers: { authorization: admin },
    });

  it('says a version that is not x.y.z is a beta', async () => {
    const info = await t.app.inject({ url: '/api/info/app' });
    expect(info.json()).toMatchObject({ version: '1.2.3-test', beta: true });
  });

  it('answers the middlewares status with the app status, and updates them only with the app', async () => {
    await release('1.0.1');
    const middlewares = await t.app.inject({
      url: '/api/admin/middlewares/status',
      headers: { authorization: admin },
    });
    expect(middlewares.json()).toEqual(await status());
    expect(middlewares.json()).toMatchObject({ 'is-git-repo': true, 'from-tag': 'outdated' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/middlewares/status',
      headers: { authorization: admin },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('middlewaresShipWithApp');
    expect(git(install, 'describe', '--tags')).toBe('v1.0.0');
  }, 60_000);

  it('lists the processing-chain files the next update changes, by folder', async () => {
    await mkdir(path.join(upstream, 'libs/pipeline/src/enrichers'), { recursive: true });
    await writeFile(path.join(upstream, 'libs/pipeline/src/enrichers/crossref.ts'), '// v2\n');
    await release('1.0.2');
    await status();
    const changed = await t.app.inject({ url: '/api/info/middlewares/changed' });
    expect(changed.json()).toEqual({ enrichers: ['crossref.ts'] });
  }, 60_000);

  it('checks out the latest tag, rebuilds, streams the output and restarts', async () => {
    await release('1.1.0');
    expect(await status()).toMatchObject({
      'is-git-repo': true,
      current: 'v1.0.0',
      tag: 'v1.1.0',
      'from-tag': 'outdated',
      'from-head': 'outdated',
    });
    running = 1;
    expect((await update()).statusCode).toBe(409);
    expect(restarts).toHaveLength(0);

    const response = await update('?force=yes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ to: git(upstream, 'rev-parse', 'v1.1.0') });
    expect(git(install, 'describe', '--tags')).toBe('v1.1.0');
    expect(commands).toEqual(expect.arrayContaining(['node install.mjs', 'node build.mjs']));
    expect(await builtVersion()).toBe('1.1.0');
    expect(restarts).toHaveLength(1);
    // The log reaches the socket after the response; how soon depends on the machine's load.
    await waitFor(
      () => (updateLogs().trim().endsWith('Restarting...') ? true : undefined),
      'the update log',
      10_000,
    );
    const logs = updateLogs();
    expect(logs).toContain('$ node install.mjs');
    expect(logs).toContain('installed 1.1.0');
    expect(logs).toContain('built 1.1.0 in …/install\n');
    expect(logs).not.toContain(root);
    expect(logs.trim().endsWith('Restarting...')).toBe(true);
    expect(await status()).toMatchObject({ current: 'v1.1.0', 'from-tag': 'uptodate' });
  }, 60_000);

  it('follows the branch with version=latest and skips the build with rebuild=no', async () => {
    running = 0;
    git(install, 'checkout', '-q', 'main');
    await release('1.2.0-dev', false);
    commands.length = 0;
    const response = await update('?version=latest&rebuild=no');
    expect(response.statusCode).toBe(200);
    expect(git(install, 'rev-parse', 'HEAD')).toBe(git(upstream, 'rev-parse', 'HEAD'));
    expect(commands.some((command) => command.startsWith('npm'))).toBe(false);
    expect(await status()).toMatchObject({ 'from-head': 'uptodate', 'from-tag': 'upward' });
  }, 60_000);

  it('rolls back to the previous commit and rebuilds it when the build fails', async () => {
    const previous = git(install, 'rev-parse', 'HEAD');
    await release('1.3.0-broken', false);
    messages.length = 0;
    const restartsBefore = restarts.length;
    const response = await update('?version=latest');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(
      /^updateFailed: node build\.mjs exited with status 2/,
    );
    expect(git(install, 'rev-parse', 'HEAD')).toBe(previous);
    expect(git(install, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(git(install, 'status', '--porcelain')).toBe('');
    expect(await builtVersion()).toBe('1.2.0-dev');
    expect(restarts).toHaveLength(restartsBefore);
    await waitFor(
      () => (updateLogs().includes('built 1.2.0-dev') ? true : undefined),
      'the rollback log',
      10_000,
    );
    const logs = updateLogs();
    expect(logs).toContain('build failed for 1.3.0-broken');
    expect(logs).toContain(`Rolling back to ${previous}`);
    expect(logs).toContain('built 1.2.0-dev');
    expect(logs).not.toContain(root);
    expect(await status()).toMatchObject({ 'from-head': 'outdated' });
  }, 60_000);

  describe('with changes made by hand to the installed copy', () => {
    const patched = () => readFile(path.join(install, 'install.mjs'), 'utf8');
    let original: string;
    beforeAll(async () => {
      original = await patched();
      await writeFile(path.join(install, 'install.mjs'), `${original}// patched by hand\n`);
      git(install, 'add', 'install.mjs');
      await writeFile(path.join(install, 'install.mjs'), `${original}// patched by hand, twice\n`);
    });
    afterAll(async () => {
      git(install, 'reset', '-q', 'HEAD', '--', 'install.mjs');
      await writeFile(path.join(install, 'install.mjs'), original);
      git(install, 'stash', 'clear');
    });

    it('puts them back, staged and unstaged, when a failed update is rolled back', async () => {
      const previous = git(install, 'rev-parse', 'HEAD');
      await release('1.3.1-broken', false);
      const response = await update('?version=latest');
      expect(response.statusCode).toBe(409);
      expect(git(install, 'rev-parse', 'HEAD')).toBe(previous);
      expect(await patched()).toBe(`${original}// patched by hand, twice\n`);
      expect(git(install, 'show', ':install.mjs')).toBe(`${original}// patched by hand`.trim());
      expect(git(install, 'stash', 'list')).toBe('');
    }, 60_000);

    it('touches nothing when fetching fails', async () => {
      const remote = path.join(root, 'remote.git');
      await rename(remote, `${remote}.away`);
      messages.length = 0;
      try {
        const response = await update('?version=latest');
        expect(response.statusCode).toBe(409);
        expect(response.json<{ message: string }>().message).toMatch(/^updateFailed: git fetch/);
      } finally {
        await rename(`${remote}.away`, remote);
      }
      expect(await patched()).toBe(`${original}// patched by hand, twice\n`);
      expect(git(install, 'stash', 'list')).toBe('');
      await waitFor(
        () => (updateLogs().includes('$ git fetch') ? true : undefined),
        'the update log',
        10_000,
      );
      expect(updateLogs()).not.toContain('Rolling back');
    }, 60_000);

    it('keeps them in git stash when the update succeeds, and says so', async () => {
      const previous = git(install, 'rev-parse', 'HEAD');
      await release('1.3.2');
      messages.length = 0;
      const response = await update('?rebuild=no');
      expect(response.statusCode).toBe(200);
      expect(git(install, 'describe', '--tags')).toBe('v1.3.2');
      expect(await patched()).toBe(original);
      expect(git(install, 'stash', 'list')).toContain(
        `sillage: local changes to ${previous}, set aside by an update`,
      );
      expect(git(install, 'stash', 'show', '-p', 'stash@{0}')).toContain('patched by hand, twice');
      await waitFor(
        () => (updateLogs().includes("kept in git's stash") ? true : undefined),
        'the update log',
        10_000,
      );
      git(install, 'checkout', '-q', 'main');
    }, 60_000);
  });

  it('answers 409 updateInProgress while another api sharing this install updates it', async () => {
    const before = git(install, 'rev-parse', 'HEAD');
    const lock = path.join(install, '.git', 'sillage-app.update-lock');
    await writeFile(lock, JSON.stringify({ pid: 4242, host: 'other-api', since: Date.now() }));
    try {
      const response = await update('?version=latest&rebuild=no');
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe('updateInProgress');
      expect(git(install, 'rev-parse', 'HEAD')).toBe(before);
    } finally {
      await rm(lock, { force: true });
    }
    // Its lock is no file of the working copy: the status of a clean install stays clean.
    expect(git(install, 'status', '--porcelain')).toBe('');
  }, 60_000);

  // What the reference client sends for its "stable" button (client.md, UPDATE_APP).
  it('reads version=stable as the latest tag', async () => {
    await release('1.4.0');
    const response = await update('?version=stable&rebuild=no&socket=reference-socket-id');
    expect(response.statusCode).toBe(200);
    expect(git(install, 'describe', '--tags')).toBe('v1.4.0');
  }, 60_000);
});

it('runs npm ci and npm run build unless configured otherwise', () => {
  expect(createTestConfig().catalogs.updateCommands).toEqual({
    install: ['npm', 'ci'],
    build: ['npm', 'run', 'build'],
  });
});

it('explains that a non-git install is upgraded another way', async () => {
  const t = await buildTestApp({
    env: { SILLAGE_APP_DIR: root, SILLAGE_DATA_DIR: path.join(root, 'data2') },
  });
  try {
    await createUser(t.app, 'admin@example.org', 'admin');
    const status = await t.app.inject({
      url: '/api/admin/app/status',
      headers: { authorization: admin },
    });
    expect(status.json()).toEqual({ 'is-git-repo': false });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app/status',
      headers: { authorization: admin },
    });
    expect(update.statusCode).toBe(409);
    expect(update.json<{ message: string }>().message).toBe('notGitInstall');
  } finally {
    await t.close();
  }
}, 60_000);
