import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import type { ServerMessage } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { spawnCommand, type CommandRunner } from './command-runner.js';

let root: string;
let upstream: string;
let install: string;
const admin = basicAuth('admin@example.org');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

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
  git(root, 'init', '-q', '--bare', '-b', 'main', 'remote.git');
  git(root, 'clone', '-q', 'remote.git', 'upstream');
  upstream = path.join(root, 'upstream');
  git(upstream, 'checkout', '-q', '-b', 'main');
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
  // Git runs for real; npm steps are only recorded (no npm ci in tests).
  const runner: CommandRunner = async (command, args, options) => {
    commands.push([command, ...args].join(' '));
    if (command === 'git') {
      await spawnCommand(command, args, options);
    } else {
      options.onOutput(`${command} ${args.join(' ')}: done\n`);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({
      env: { SILLAGE_APP_DIR: install, SILLAGE_DATA_DIR: path.join(root, 'data') },
      dependencies: {
        commandRunner: runner,
        requestRestart: () => restarts.push(Date.now()),
        jobActivity: { countRunningJobs: () => Promise.resolve(running) },
      },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    socket = new WebSocket(
      `ws://127.0.0.1:${String((t.app.server.address() as AddressInfo).port)}/ws`,
      { headers: { authorization: admin } },
    );
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
    expect(commands).toEqual(expect.arrayContaining(['npm ci', 'npm run build']));
    expect(restarts).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logs = messages
      .flatMap((message) => (message.type === 'update-logs' ? [message.data] : []))
      .join('');
    expect(logs).toContain('$ npm ci');
    expect(logs).toContain('npm ci: done');
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
