import { randomUUID } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@sillage/jobs/testing';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runGit as run, createUpstream } from '../../test/git.js';

// Real git repositories: a bare remote, a working copy pushing to it (the pack's maintainers), and
// the pack folder the server uses (a clone of the remote).
let root: string;
let upstream: string;
let pack: string;
let t: TestApp;
let admin: string;
const LAYOUT = ['data', 'platforms', 'platforms.versions', 'remote.git', 'upstream'];

const parserJs = (rtype: string) => `'use strict';
var Parser = require('../.lib/parser.js');
module.exports = new Parser(function analyseEC(parsedUrl) {
  var match = /^\\/article\\/(\\w+)$/.exec(parsedUrl.pathname);
  return match ? { rtype: '${rtype}', mime: 'HTML', title_id: match[1], unitid: match[1] } : {};
});
`;

/** Writes one version of the demo platform (parser, its test table, its KBART file) and pushes it. */
async function publish(
  version: { rtype: string; title: string; parser?: string },
  message: string,
) {
  const folder = path.join(upstream, 'demo');
  await mkdir(path.join(folder, 'test'), { recursive: true });
  await mkdir(path.join(folder, 'pkb'), { recursive: true });
  await writeFile(
    path.join(folder, 'manifest.json'),
    JSON.stringify({ name: 'demo', longname: 'Demo publisher', domains: ['www.demo-pub.org'] }),
  );
  await writeFile(path.join(folder, 'parser.js'), version.parser ?? parserJs(version.rtype));
  await writeFile(
    path.join(folder, 'test', 'demo.2024-01-01.csv'),
    `out-rtype;out-mime;out-title_id;out-unitid;in-url\n${version.rtype};HTML;J1;J1;http://www.demo-pub.org/article/J1\n`,
  );
  await writeFile(
    path.join(folder, 'pkb', 'demo_AllTitles_2024-01-01.txt'),
    `publication_title\ttitle_id\n${version.title}\tJ1\n`,
  );
  run(upstream, 'add', '-A');
  run(upstream, 'commit', '-q', '-m', message);
  run(upstream, 'push', '-q', '--tags', 'origin', 'main');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sillage-packs-'));
  upstream = createUpstream(root);
  await publish({ rtype: 'ARTICLE', title: 'Journal One' }, 'first version');
  run(upstream, 'tag', 'v1.0.0');
  run(upstream, 'push', '-q', '--tags', 'origin', 'main');
  run(root, 'clone', '-q', 'remote.git', 'platforms');
  pack = path.join(root, 'platforms');
  t = await buildTestApp({
    env: {
      SILLAGE_EMBEDDED_WORKER: 'true',
      SILLAGE_DATA_DIR: path.join(root, 'data'),
      SILLAGE_PLATFORM_PACKS: pack,
      // A plain folder: this install is not a git working copy.
      SILLAGE_APP_DIR: path.join(root, 'data'),
    },
  });
  await createUser(t.app, 'admin@example.org', 'admin');
  admin = basicAuth('admin@example.org');
  await t.app.castor.sync();
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

const status = async () => {
  const response = await t.app.inject({
    url: '/api/admin/platforms/status',
    headers: { authorization: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown>>();
};

const update = () =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/platforms/status',
    headers: { authorization: admin },
  });

/** Runs a one-line job through the api and returns its event as an object. */
async function processDemoLine(): Promise<Record<string, string>> {
  const jobId = randomUUID();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/${jobId}`,
    headers: {
      authorization: admin,
      'content-type': 'text/plain',
      'log-format-ezproxy': '%h %l %u %t "%r" %s %b',
      'output-fields': '+publication_title,+platforms_version,+platforms_date',
    },
    payload:
      '10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.demo-pub.org/article/J1 HTTP/1.1" 200 5000\n',
  });
  expect(response.statusCode).toBe(200);
  const result = await t.app.inject({
    url: `/${jobId}`,
    headers: { authorization: admin },
  });
  const [header, line] = result.body.trim().split('\n');
  const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1');
  const names = (header ?? '').split(';').map(unquote);
  const values = (line ?? '').split(';').map(unquote);
  const report = await t.app.inject({
    url: `/api/logs/${jobId}/job-report.json`,
    headers: { authorization: admin },
  });
  const { general } = report.json<{ general: Record<string, unknown> }>();
  return {
    ...Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])),
    'report-platforms-version': String(general['platforms-version']),
    'report-platforms-date': String(general['platforms-date']),
  };
}

/** What the job should have recorded for the pack at `cwd`: describe and the commit day. */
const versionOf = (cwd: string) => ({
  platforms_version: run(cwd, 'describe', '--tags', '--always'),
  platforms_date: run(cwd, 'log', '-1', '--format=%cs'),
  'report-platforms-version': run(cwd, 'describe', '--tags', '--always'),
  'report-platforms-date': run(cwd, 'log', '-1', '--format=%cs'),
});

describe('platforms pack as a git working copy', () => {
  it('goes outdated → updated → uptodate, and the next job uses the new parser and knowledge base', async () => {
    const first = await status();
    expect(first).toMatchObject({
      'is-git-repo': true,
      'from-head': 'uptodate',
      'local-commits': false,
      'local-changes': false,
    });
    const before = await processDemoLine();
    expect(before).toMatchObject({
      rtype: 'ARTICLE',
      publication_title: 'Journal One',
      ...versionOf(pack),
    });
    expect(before.platforms_version).toBe('v1.0.0');
    expect(before.platforms_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The pack's knowledge-base files are listed with the platform (admin PKB dialog).
    const platforms = await t.app.inject({ url: '/api/info/platforms' });
    expect(
      platforms
        .json<{ name: string; 'pkb-packages': unknown[] }[]>()
        .find((p) => p.name === 'demo'),
    ).toMatchObject({
      'pkb-packages': [
        {
          name: 'demo_AllTitles',
          date: '2024-01-01',
          entries: 1,
          file: 'demo_AllTitles_2024-01-01.txt',
          size: 'publication_title\ttitle_id\nJournal One\tJ1\n'.length,
        },
      ],
    });

    await publish({ rtype: 'TOC', title: 'Journal One, renamed' }, 'second version');
    expect(await status()).toMatchObject({ 'from-head': 'outdated' });
    const changed = await t.app.inject({ url: '/api/info/platforms/changed' });
    expect(changed.json()).toEqual({
      demo: expect.arrayContaining(['parser.js', 'pkb/demo_AllTitles_2024-01-01.txt']) as string[],
    });

    const updated = await update();
    expect(updated.statusCode).toBe(200);
    const day = (ref: string) => run(upstream, 'log', '-1', '--format=%cs', ref);
    expect(updated.json()).toMatchObject({
      'from-head': 'uptodate',
      to: run(upstream, 'rev-parse', 'HEAD'),
      // The days of both versions, for the admin's "updated from … to …".
      'from-date': day('HEAD~1'),
      'to-date': day('HEAD'),
    });
    expect(await status()).toMatchObject({ 'from-head': 'uptodate' });
    // The pack is now a symlink to its live version; the previous version is kept for jobs that
    // started on it, and no staging copy is left.
    expect((await lstat(pack)).isSymbolicLink()).toBe(true);
    expect((await readdir(root)).sort()).toEqual(LAYOUT);
    const versions = await readdir(path.join(root, 'platforms.versions'));
    expect(versions).toHaveLength(2);
    expect(versions.some((name) => name.startsWith('staging'))).toBe(false);

    await t.app.castor.sync();
    const after = await processDemoLine();
    expect(after).toMatchObject({
      rtype: 'TOC',
      publication_title: 'Journal One, renamed',
      ...versionOf(upstream),
    });
    expect(after.platforms_version).toMatch(/^v1\.0\.0-1-g[0-9a-f]+$/);
  }, 60_000);

  it('refuses a version whose test tables fail and keeps the running one', async () => {
    const running = run(pack, 'rev-parse', 'HEAD');
    const versionsBefore = await readdir(path.join(root, 'platforms.versions'));
    await publish(
      { rtype: 'BOOK', title: 'Broken', parser: 'module.exports = new Parser(function (' },
      'broken parser',
    );
    const refused = await update();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^updateRefused: .*demo/);
    expect(run(pack, 'rev-parse', 'HEAD')).toBe(running);
    expect(await status()).toMatchObject({ 'from-head': 'outdated' });
    expect((await readdir(root)).sort()).toEqual(LAYOUT);
    expect(await readdir(path.join(root, 'platforms.versions'))).toEqual(versionsBefore);
    expect(await processDemoLine()).toMatchObject({ rtype: 'TOC' });
  }, 60_000);

  it('refuses a version where a parser with no test table throws when it loads', async () => {
    const running = run(pack, 'rev-parse', 'HEAD');
    // Most platforms have no table: only loading the parser shows it cannot serve.
    const other = path.join(upstream, 'other');
    await mkdir(other, { recursive: true });
    await writeFile(
      path.join(other, 'manifest.json'),
      JSON.stringify({ name: 'other', longname: 'Other publisher', domains: ['www.other.org'] }),
    );
    await writeFile(path.join(other, 'parser.js'), "throw new Error('cannot start');\n");
    await publish({ rtype: 'TOC', title: 'Journal One, renamed' }, 'a parser broken at load');
    const refused = await update();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^updateRefused: .*1 parser\(s\) no longer load: other\/parser\.js: cannot start$/,
    );
    expect(run(pack, 'rev-parse', 'HEAD')).toBe(running);
    expect(await processDemoLine()).toMatchObject({ rtype: 'TOC' });
  }, 60_000);

  it('accepts a version that brings a platform without parser.js, which jobs skip and the catalog status names', async () => {
    // The upstream drops the parser that threw at load but keeps the platform's manifest: one
    // broken platform upstream must not block every update.
    await rm(path.join(upstream, 'other', 'parser.js'));
    await publish({ rtype: 'BOOK', title: 'Journal One, renamed' }, 'other loses its parser');
    const updated = await update();
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      'from-head': 'uptodate',
      to: run(upstream, 'rev-parse', 'HEAD'),
    });
    expect(await processDemoLine()).toMatchObject({ rtype: 'BOOK' });
    const catalog = await waitFor(async () => {
      const answer = await t.app.inject({ url: '/api/platforms-catalog/status' });
      const current = answer.json<PlatformsCatalogStatus>();
      return current.commit === run(upstream, 'rev-parse', 'HEAD') ? current : undefined;
    }, 'the updated version in the catalog status');
    expect(catalog).toMatchObject({ state: 'ready', brokenPlatforms: ['other'] });
  }, 60_000);

  it('answers updateInProgress while another api process sharing the data folder updates the pack', async () => {
    const running = run(pack, 'rev-parse', 'HEAD');
    const lock = `${pack}.update-lock`;
    await writeFile(
      lock,
      JSON.stringify({ pid: 1, host: 'other-api', life: 'x', since: Date.now() }),
    );
    try {
      const refused = await update();
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe('updateInProgress');
      expect(run(pack, 'rev-parse', 'HEAD')).toBe(running);
      // Every admin sees it under way, from the last answer (a fetch now would race it).
      expect(await status()).toMatchObject({ 'is-git-repo': true, 'update-running': true });
    } finally {
      await rm(lock, { force: true });
    }
    expect(await status()).not.toHaveProperty('update-running');
  });

  it('lets only admins update, answers a plain folder with is-git-repo false, and refuses a pack not fetched', async () => {
    await createUser(t.app, 'user@example.org');
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/platforms/status',
      headers: { authorization: basicAuth('user@example.org') },
    });
    expect(denied.statusCode).toBe(403);
    const middlewares = await t.app.inject({
      url: '/api/admin/middlewares/status',
      headers: { authorization: admin },
    });
    expect(middlewares.json()).toEqual({ 'is-git-repo': false });
    // No SILLAGE_RESOURCES_DIR and its fetch off (tests): no copy to update.
    const notFetched = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/resources/status',
      headers: { authorization: admin },
    });
    expect(notFetched.statusCode).toBe(409);
    expect(notFetched.json<{ message: string }>().message).toBe('packNotFetched');
  });
});

// The QA report's checkout: a git worktree with no remote (server.md §2.4, `…/changed`).
describe('an application checkout and a pack without a remote branch', () => {
  let dir: string;
  let app: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-no-remote-'));
    for (const folder of ['checkout', 'platforms']) {
      run(dir, 'init', '-q', '-b', 'main', folder);
      await writeFile(path.join(dir, folder, 'README.md'), 'local\n');
      run(path.join(dir, folder), 'add', '-A');
      run(path.join(dir, folder), 'commit', '-q', '-m', 'local only');
    }
    // A remote that was never fetched: no remote branch either.
    run(path.join(dir, 'platforms'), 'remote', 'add', 'origin', path.join(dir, 'missing.git'));
    app = await buildTestApp({
      env: {
        SILLAGE_DATA_DIR: path.join(dir, 'data'),
        SILLAGE_PLATFORM_PACKS: path.join(dir, 'platforms'),
        SILLAGE_APP_DIR: path.join(dir, 'checkout'),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/api/info/middlewares/changed', '/api/info/platforms/changed'])(
    'answers %s with 200 and no changed files, never 500',
    async (url) => {
      const response = await app.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    },
  );
});
