import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '@sillage/jobs/testing';
import {
  readVerificationReport,
  verdictKeysOf,
  verificationSourcesKey,
  writeVerificationReport,
  type VerificationReport,
  type VerificationRun,
  type VerificationThreadOptions,
} from '@sillage/platforms';
import { inProcessVerification, type InProcessVerification } from '@sillage/platforms/testing';
import type { PlatformManifest, PlatformsCatalogStatus } from '@sillage/shared-types';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { runGit as run, createUpstream } from '../../test/git.js';

// A pack holding `aaf` (allAfrica), a platform the native catalog has too. Its parser answers
// story pages with `rtype` given per version; the native rules answer them with ARTICLE.
const parserJs = (rtype: string) => `'use strict';
var Parser = require('../.lib/parser.js');
module.exports = new Parser(function analyseEC(parsedUrl) {
  var match = /^\\/stories\\/([0-9]+)\\.html$/i.exec(parsedUrl.pathname);
  return match ? { rtype: '${rtype}', mime: 'HTML', title_id: match[1], unitid: match[1] } : {};
});
`;
const STORY = 'http://allafrica.com/stories/201801010001.html';

let root: string;
let upstream: string;
let pack: string;

async function publish(rtype: string, message: string): Promise<void> {
  const folder = path.join(upstream, 'aaf');
  await mkdir(path.join(folder, 'test'), { recursive: true });
  await writeFile(
    path.join(folder, 'manifest.json'),
    JSON.stringify({ name: 'aaf', longname: 'allAfrica', domains: ['allafrica.com'] }),
  );
  await writeFile(path.join(folder, 'parser.js'), parserJs(rtype));
  await writeFile(
    path.join(folder, 'test', 'aaf.2024-01-01.csv'),
    `out-rtype;out-mime;out-title_id;out-unitid;in-url\n${rtype};HTML;201801010001;201801010001;${STORY}\n`,
  );
  run(upstream, 'add', '-A');
  run(upstream, 'commit', '-q', '-m', message);
  run(upstream, 'push', '-q', 'origin', 'main');
}

/** The api on `pack`, its differential check run by `verification` (aaf's rules only). */
async function startApp(
  dataDir: string,
  verification: Pick<InProcessVerification, 'start'>,
): Promise<{ t: TestApp; admin: string }> {
  const t = await buildTestApp({
    env: {
      SILLAGE_EMBEDDED_WORKER: 'true',
      SILLAGE_DATA_DIR: dataDir,
      SILLAGE_PLATFORM_PACKS: pack,
      SILLAGE_APP_DIR: dataDir,
    },
    dependencies: { startPlatformVerification: verification.start },
  });
  await createUser(t.app, 'admin@example.org', 'admin');
  return { t, admin: basicAuth('admin@example.org') };
}

/** The rtype a synchronous one-line job gives the story page. */
async function rtypeOfStory(t: TestApp, admin: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/',
    payload: `10.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET ${STORY} HTTP/1.1" 200 5000\n`,
    headers: {
      authorization: admin,
      'content-type': 'text/plain',
      accept: 'application/jsonstream',
      'crypted-fields': 'none',
    },
  });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { rtype: string }).rtype;
}

async function aafManifest(t: TestApp): Promise<PlatformManifest | undefined> {
  const response = await t.app.inject({ url: '/api/info/platforms' });
  return response.json<PlatformManifest[]>().find((platform) => platform.name === 'aaf');
}

const reportOf = async (dataDir: string): Promise<VerificationReport | undefined> =>
  readVerificationReport(
    path.join(dataDir, 'platform-verdicts'),
    await verdictKeysOf([await realpath(pack)]),
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sillage-verdicts-api-'));
  upstream = createUpstream(root);
  await publish('FROM_PACK', 'first version');
  run(root, 'clone', '-q', 'remote.git', 'platforms');
  pack = path.join(root, 'platforms');
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('verdicts of the differential check in the api', () => {
  it('serves natively, in jobs and in the platforms list, what cached verdicts prove equal', async () => {
    const dataDir = path.join(root, 'data-cached');
    // Verdicts cached for this pack commit (as `sillage platforms verify --write-cache` does):
    // they say aaf is equal, so jobs run the native rules although the pack answers otherwise.
    const cached: VerificationReport = {
      formatVersion: 1,
      ...(await verdictKeysOf([pack])),
      sourcesKey: verificationSourcesKey({ tables: [], logs: [] }),
      computedAt: new Date(0).toISOString(),
      durationMs: 1,
      inputs: { table: 1, log: 0, list: 0, variants: 6 },
      platforms: [
        {
          platform: 'aaf',
          serving: 'native',
          tried: 7,
          equal: 7,
          differing: 0,
          answered: 7,
          tableRows: 2,
          differences: [],
          manifest: [],
        },
      ],
    };
    const file = await writeVerificationReport(path.join(dataDir, 'platform-verdicts'), cached);
    const before = await readFile(file, 'utf8');
    const verification = inProcessVerification(['aaf']);
    const { t, admin } = await startApp(dataDir, verification);
    try {
      expect(await rtypeOfStory(t, admin)).toBe('ARTICLE');
      expect(await aafManifest(t)).toMatchObject({
        source: 'native',
        verdict: { serving: 'native', triedUrls: 7, equalUrls: 7, differingUrls: 0 },
      });
      // The check found them for this version at start-up: it did not run again.
      await t.app.platformVerification.verifyPlatformPack();
      expect(verification.runs).toHaveLength(0);
      expect(await readFile(file, 'utf8')).toBe(before);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('checks a pack version without verdicts in the background, and again after an update', async () => {
    const dataDir = path.join(root, 'data-fresh');
    const verification = inProcessVerification(['aaf']);
    const { t, admin } = await startApp(dataDir, verification);
    try {
      // The api starts the check by itself (the pack is found at start-up); nobody asks here.
      const firstRun = await waitFor(
        () => verification.runs[0],
        'the check of the first version to start',
      );
      await firstRun.report;
      const first = await waitFor(() => reportOf(dataDir), 'verdicts of the first version');
      expect(first.packKey).toBe(`git:${run(pack, 'rev-parse', 'HEAD')}`);
      const aaf = first.platforms.find((verdict) => verdict.platform === 'aaf');
      expect(aaf?.serving).toBe('pack');
      const story = aaf?.differences.find((difference) => difference.url === STORY);
      expect(story?.native).toMatchObject({ kind: 'recognized', fields: { rtype: 'ARTICLE' } });
      expect(story?.pack).toMatchObject({ kind: 'recognized', fields: { rtype: 'FROM_PACK' } });
      expect(await rtypeOfStory(t, admin)).toBe('FROM_PACK');
      expect((await aafManifest(t))?.verdict).toMatchObject({ serving: 'pack' });
      expect((await aafManifest(t))?.verdict?.differingUrls).toBeGreaterThan(0);

      // An update brings a new commit: the update flow asks for its verdicts.
      await publish('TOC', 'second version');
      const updated = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/platforms/status',
        headers: { authorization: admin },
      });
      expect(updated.statusCode).toBe(200);
      const secondRun = await waitFor(
        () => verification.runs[1],
        'the check of the second version to start',
      );
      await secondRun.report;
      const second = await waitFor(() => reportOf(dataDir), 'verdicts of the second version');
      expect(verification.runs).toHaveLength(2);
      expect(second.packKey).toBe(`git:${run(upstream, 'rev-parse', 'HEAD')}`);
      expect(second.packKey).not.toBe(first.packKey);
    } finally {
      await t.close();
    }
  }, 300_000);

  it('keeps a failed check in the catalog status until an admin asks again, and clears it when that run succeeds', async () => {
    const dataDir = path.join(root, 'data-failing');
    let isFailing = true;
    const thread = (options: VerificationThreadOptions): VerificationRun => {
      const [folder = ''] = options.packs;
      const report = isFailing
        ? Promise.reject(
            new Error(`cannot read ${path.join(folder, 'aaf', 'parser.js')}: EACCES\n    at load`),
          )
        : verdictKeysOf(options.packs).then((keys): VerificationReport => ({
            formatVersion: 1,
            ...keys,
            sourcesKey: verificationSourcesKey({ tables: [], logs: [] }),
            computedAt: new Date(0).toISOString(),
            durationMs: 1,
            inputs: { table: 1, log: 0, list: 0, variants: 0 },
            platforms: [
              {
                platform: 'aaf',
                serving: 'pack',
                tried: 1,
                equal: 0,
                differing: 1,
                answered: 1,
                tableRows: 2,
                differences: [],
                manifest: [],
              },
            ],
          }));
      return { report, stop: () => Promise.resolve() };
    };
    const { t, admin } = await startApp(dataDir, { start: thread });
    const status = async () =>
      (await t.app.inject({ url: '/api/platforms-catalog/status' })).json<PlatformsCatalogStatus>();
    try {
      const failed = await waitFor(
        async () => (await status()).verification,
        'the failure in the catalog status',
        60_000,
      );
      expect(failed.packKey).toBe(`git:${run(pack, 'rev-parse', 'HEAD')}`);
      // One short line, no server path: the status is public.
      expect(failed.reason).toBe('cannot read …/parser.js: EACCES');
      expect(failed.reason).not.toContain(root);
      expect(Number.isNaN(Date.parse(failed.at))).toBe(false);
      // No verdict: the pack serves, and the platform still reads "not checked".
      expect((await aafManifest(t))?.verdict).toMatchObject({ serving: 'pack', pending: true });

      await createUser(t.app, 'user@example.org');
      const verify = (authorization: string, payload?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/platforms-catalog/verify',
          headers: {
            authorization,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
      expect((await verify(basicAuth('user@example.org'))).statusCode).toBe(403);
      expect((await verify(admin, '{"force":true}')).statusCode).toBe(400);
      expect((await status()).verification).toEqual(failed);

      isFailing = false;
      const asked = await verify(admin);
      expect(asked.statusCode).toBe(202);
      // The answer already shows the check under way again.
      expect(asked.json<PlatformsCatalogStatus>()).not.toHaveProperty('verification');
      await waitFor(() => reportOf(dataDir), 'verdicts of the run asked again', 60_000);
      expect(await status()).not.toHaveProperty('verification');
      expect((await aafManifest(t))?.verdict).not.toHaveProperty('pending');
    } finally {
      await t.close();
    }
  }, 120_000);
});
