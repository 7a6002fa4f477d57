import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnowledgeBaseRepository, type DatabaseDriver } from '@sillage/db';
import { testDrivers } from '@sillage/db/testing';
import { waitFor } from '../testing/index.js';
import { useJobWorkerHarness } from '../testing/use-job-worker-harness.js';
import { createJobPipelineResources } from './job-pipeline-resources.js';

jest.setTimeout(120_000);

const LINE =
  '127.0.0.1 - USER1 [06/Jan/2016:16:23:38 +0100] "GET http://pubs.acs.org:80/doi/pdf/10.1021/nn901499c HTTP/1.1" 200 2981936';

interface Report {
  general: Record<string, unknown>;
  rejets: Record<string, unknown>;
  alerts: Record<string, unknown>;
  notices: unknown[];
}

// The one loader of a job's pipeline resources, used by the worker process and by the api's
// embedded worker alike.
describe.each(testDrivers())('the job pipeline resources on %s', (driver: DatabaseDriver) => {
  const harness = useJobWorkerHarness(driver);
  let pack: string;
  beforeAll(async () => {
    pack = await mkdtemp(path.join(tmpdir(), 'sillage-job-pack-'));
    await mkdir(path.join(pack, 'broken'));
    await writeFile(path.join(pack, 'broken', 'manifest.json'), '{ "name": "broken", ');
  });
  afterAll(async () => {
    await rm(pack, { recursive: true, force: true });
  });

  /** The job's final row and report.json once it ended. */
  async function ended(jobId: string) {
    const row = await waitFor(async () => {
      const found = await harness.store.findById(jobId);
      return found !== undefined && ['completed', 'error', 'abort'].includes(found.status)
        ? found
        : undefined;
    }, `job ${jobId} to end`);
    const report = JSON.parse(
      await readFile(harness.storage.artefactPath(jobId, 'report.json'), 'utf8'),
    ) as Report;
    return { row, report };
  }

  it('says in the log, once per load, and in each report which pack platforms were skipped', async () => {
    const logged: { level: string; message: string }[] = [];
    const resources = createJobPipelineResources({
      database: harness.database.db,
      settings: { platformPacks: [pack], geolocation: false },
      defaultPlatformsPack: undefined,
      appVersion: '1.2.3-test',
      log: (level, message) => {
        logged.push({ level, message });
      },
    });
    try {
      await harness.startWorker({ processor: resources.processor(), concurrency: 1 });
      for (const jobId of [await harness.submit([LINE]), await harness.submit([LINE])]) {
        const { row, report } = await ended(jobId);
        expect(row).toMatchObject({ status: 'completed', linesInput: 1 });
        expect(report.alerts['alert-pack-platforms']).toBe(
          'Platforms skipped, their manifest.json cannot be used: broken',
        );
        expect(report.notices).toContainEqual({
          key: 'alert-pack-platforms',
          code: 'pack-platforms-skipped',
          params: { platforms: 'broken' },
        });
      }
      // Two jobs, one load: one line.
      const warnings = logged.filter(({ level }) => level === 'warn');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.message).toMatch(
        /broken: platform skipped, its manifest\.json cannot be used \(.+\)/,
      );
      expect(logged).toContainEqual({ level: 'info', message: 'pipeline resources (re)loaded' });
    } finally {
      await resources.close();
    }
  });

  it("stamps the application's git identity, when it runs from a working copy, on reports", async () => {
    const appDir = await mkdtemp(path.join(tmpdir(), 'sillage-job-app-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], {
        cwd: appDir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q', '-b', 'main');
    await writeFile(path.join(appDir, 'package.json'), '{}');
    git('add', 'package.json');
    git('commit', '-q', '-m', 'release');
    git('tag', 'v1.2.3');
    const resources = createJobPipelineResources({
      database: harness.database.db,
      settings: { platformPacks: [], geolocation: false },
      defaultPlatformsPack: undefined,
      appVersion: '1.2.3',
      appDir,
      log: () => undefined,
    });
    try {
      await harness.startWorker({ processor: resources.processor(), concurrency: 1 });
      const { report } = await ended(await harness.submit([LINE]));
      const commit = git('rev-parse', 'HEAD');
      const date = git('log', '-1', '--format=%cs');
      expect(report.general).toMatchObject({
        'git-branch': 'main',
        'git-tag': 'v1.2.3',
        'git-last-commit': commit,
        'git-date': date,
        'middlewares-version': commit.slice(0, 7),
        'middlewares-date': date,
      });
    } finally {
      await resources.close();
      await rm(appDir, { recursive: true, force: true });
    }
  });

  it('reads the hosts a knowledge base gives a pkb-domains platform again once a sync changed it', async () => {
    const kbPack = await mkdtemp(path.join(tmpdir(), 'sillage-kb-hosts-pack-'));
    await mkdir(path.join(kbPack, 'kbhosts'));
    await writeFile(
      path.join(kbPack, 'kbhosts', 'manifest.json'),
      JSON.stringify({
        name: 'kbhosts',
        longname: 'KB hosts',
        domains: [],
        'pkb-domains': 'title_url',
      }),
    );
    await writeFile(
      path.join(kbPack, 'kbhosts', 'parser.js'),
      "'use strict';\nconst Parser = require('../.lib/parser.js');\nmodule.exports = new Parser(function () { return { rtype: 'TOC', mime: 'HTML' }; });\n",
    );
    const resources = createJobPipelineResources({
      database: harness.database.db,
      settings: { platformPacks: [kbPack], geolocation: false },
      defaultPlatformsPack: undefined,
      appVersion: '1.2.3',
      log: () => undefined,
    });
    const journal =
      '127.0.0.1 - USER1 [06/Jan/2016:16:23:38 +0100] "GET http://journal.kbhost.example/toc HTTP/1.1" 200 2981';
    try {
      await harness.startWorker({ processor: resources.processor(), concurrency: 1 });
      const before = await ended(await harness.submit([journal]));
      expect(before.report.rejets['nb-lines-unknown-domains']).toBe(1);
      // A sync (an upload, the first one at start) loads the platform's KBART file.
      await createKnowledgeBaseRepository(harness.database.db).replaceFile(
        {
          location: 'upload:kbhosts/kbhosts_All_2024-01-01.txt',
          platform: 'kbhosts',
          name: 'kbhosts_All_2024-01-01.txt',
          size: 1,
          checksum: 'c1',
        },
        '0000/kbhosts_All_2024-01-01.txt',
        [[{ title_id: 'T1', title_url: 'http://journal.kbhost.example/' }]],
      );
      const after = await ended(await harness.submit([journal]));
      expect(after.report.general['nb-ecs']).toBe(1);
      expect(after.report.rejets['nb-lines-unknown-domains']).toBe(0);
    } finally {
      await resources.close();
      await rm(kbPack, { recursive: true, force: true });
    }
  });
});
