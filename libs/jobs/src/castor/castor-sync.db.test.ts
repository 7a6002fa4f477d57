import { sql } from 'kysely';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  createKnowledgeBaseRepository,
  migrateToLatest,
  type AppDatabase,
} from '@sillage/db';
import { createScratchPostgresDatabase, createTestDatabase } from '@sillage/db/testing';
import { listKnowledgeBaseFiles, loadPipelineResources } from '@sillage/pipeline';
import type { CastorState } from '@sillage/shared-types';
import type { JobRunContext } from '../runner/job-processor.js';
import { createPipelineProcessor } from '../runner/pipeline-processor.js';
import { waitFor } from '../testing/wait-for.js';
import { createCastorLease } from './castor-lease.js';
import { createCastor, listCastorSources, type CastorSource } from './castor-sync.js';
import { createDatabaseKnowledgeBase, SYNC_NOTICE } from './database-knowledge-base.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');

async function sourcesOf(dir: string): Promise<CastorSource[]> {
  return (await listKnowledgeBaseFiles([dir], 'kb-dirs')).map(({ platform, file }) => ({
    platform,
    file,
  }));
}

describe('castor on pglite', () => {
  let database: AppDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-'));
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads new files, skips unchanged ones, re-loads changed ones and drops deleted ones', async () => {
    await mkdir(path.join(dir, 'npg'));
    await mkdir(path.join(dir, 'acs'));
    const npg = path.join(dir, 'npg', 'npg_2020-01-01.txt');
    const acs = path.join(dir, 'acs', 'acs_2020-01-01.txt');
    await writeFile(npg, 'title_id\tpublication_title\nnature\tNature\nnphys\tNature Physics\n');
    await writeFile(acs, 'title_id\tpublication_title\njacs\tJACS\n');
    const repository = createKnowledgeBaseRepository(database.db);
    const states: CastorState[] = [];
    const castor = createCastor({
      repository,
      listSources: () => sourcesOf(dir),
      onChange: (state) => states.push(structuredClone(state)),
    });
    expect(castor.status().state).toBe('idle');

    const first = await castor.sync();
    expect(first).toMatchObject({ files: 2, loaded: 2, skipped: 0, totalRows: 3, errors: [] });
    expect(castor.status()).toEqual({
      state: 'synchronized',
      remaining: 0,
      synchronizing: [],
      files: 2,
    });
    const loading = states.find((state) => state.synchronizing.length > 0);
    expect(loading?.state).toBe('synchronizing');
    expect(loading?.synchronizing[0]).toMatchObject({ size: expect.any(Number) as number });
    expect(['acs/acs_2020-01-01.txt', 'npg/npg_2020-01-01.txt']).toContain(
      loading?.synchronizing[0]?.location,
    );
    // The public status names files by platform, never by where the server keeps them.
    expect(JSON.stringify(states)).not.toContain(dir);

    expect(await castor.sync()).toMatchObject({ loaded: 0, skipped: 2, removed: 0 });

    await writeFile(npg, 'title_id\tpublication_title\nnature\tNature (new)\n');
    await rm(acs);
    expect(await castor.sync()).toMatchObject({ loaded: 1, skipped: 0, removed: 1, totalRows: 1 });
    const [nature, jacs] = await repository.lookupBatch([
      { platform: 'npg', keys: { title_id: 'nature' } },
      { platform: 'acs', keys: { title_id: 'jacs' } },
    ]);
    expect(nature?.publication_title).toBe('Nature (new)');
    expect(jacs).toBeUndefined();
  });

  it('logs a file whose first line is no KBART header: nothing in it can ever match', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-castor-keyless-'));
    try {
      await mkdir(path.join(root, 'demo'));
      await writeFile(path.join(root, 'demo', 'demo_A_2024-01-01.txt'), 'title_id\tx\nj1\tA\n');
      // Comma-separated, and notes: neither names a column an event is matched on.
      await writeFile(path.join(root, 'demo', 'demo_B_2024-01-01.txt'), 'title_id,x\nj2,B\n');
      await writeFile(path.join(root, 'demo', 'demo_notes.txt'), 'To do: ask for a list\n');
      const logs: string[] = [];
      const castor = createCastor({
        repository: createKnowledgeBaseRepository(database.db),
        listSources: () => sourcesOf(root),
        log: (level, message) => logs.push(`${level} ${message}`),
      });
      expect(await castor.sync()).toMatchObject({ files: 3, loaded: 3, errors: [] });
      const warnings = logs.filter((line) => line.includes('no KBART header'));
      expect(warnings).toHaveLength(2);
      for (const name of ['demo_B_2024-01-01.txt', 'demo_notes.txt']) {
        expect(warnings.join('\n')).toContain(
          `warn knowledge base: ${path.join(root, 'demo', name)}:`,
        );
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('answers as sillage process does when a folder and a pack both have the platform (ADR 0079)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'sillage-castor-rank-'));
    try {
      // The folder's file sorts after the pack's by name: only the folder's rank puts it first.
      const folder = path.join(root, 'pkb');
      const pack = path.join(root, 'pack');
      await mkdir(path.join(folder, 'demo'), { recursive: true });
      await mkdir(path.join(pack, 'demo', 'pkb'), { recursive: true });
      await writeFile(
        path.join(pack, 'demo', 'manifest.json'),
        JSON.stringify({ name: 'demo', longname: 'Demo', domains: ['www.demo.test'] }),
      );
      await writeFile(
        path.join(folder, 'demo', 'Z_local_2024-01-01.txt'),
        'title_id\tpublication_title\nj1\tFrom the folder\n',
      );
      await writeFile(
        path.join(pack, 'demo', 'pkb', 'A_pack_2024-01-01.txt'),
        'title_id\tpublication_title\nj1\tFrom the pack\n',
      );
      const ask = [{ platform: 'demo', keys: { title_id: 'j1' } }];
      const cli = await loadPipelineResources({
        pkbDirs: [folder],
        platformPacks: [pack],
        geolocation: false,
      });
      const [cliAnswer] = (await cli.knowledgeBase?.lookupBatch(ask)) ?? [];
      expect(cliAnswer?.publication_title).toBe('From the folder');

      const scratch = await createTestDatabase('pglite');
      try {
        const repository = createKnowledgeBaseRepository(scratch.db);
        let groups = [
          { dirs: [folder], layout: 'kb-dirs' as const },
          { dirs: [pack], layout: 'pack' as const },
        ];
        const castor = createCastor({ repository, listSources: () => listCastorSources(groups) });
        await castor.sync();
        const [serverAnswer] = await repository.lookupBatch(ask);
        expect(serverAnswer).toEqual(cliAnswer);

        // Unchanged files whose folders change places take the new order without a re-load.
        groups = [groups[1], groups[0]].filter((group) => group !== undefined);
        expect(await castor.sync()).toMatchObject({ loaded: 0, skipped: 2 });
        const [reordered] = await repository.lookupBatch(ask);
        expect(reordered?.publication_title).toBe('From the pack');
      } finally {
        await scratch.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('reports an unreadable file and keeps going', async () => {
    const repository = createKnowledgeBaseRepository(database.db);
    const castor = createCastor({
      repository,
      listSources: async () => [
        ...(await sourcesOf(dir)),
        { platform: 'x', file: path.join(dir, 'missing_2020-01-01.txt') },
      ],
    });
    const summary = await castor.sync();
    expect(summary.errors).toEqual([
      expect.objectContaining({ location: path.join(dir, 'missing_2020-01-01.txt') }),
    ]);
    expect(summary.totalRows).toBe(1);
    // The admin pages say which file was left out (a label, never the server's path).
    expect(castor.status()).toEqual({
      state: 'synchronized',
      remaining: 0,
      synchronizing: [],
      failed: [{ name: 'missing_2020-01-01.txt', location: 'x/missing_2020-01-01.txt' }],
      // The one file that loaded.
      files: 1,
    });
  });

  it('says unavailable, not synchronized, when the run itself fails (its files cannot be listed)', async () => {
    const repository = createKnowledgeBaseRepository(database.db);
    const castor = createCastor({
      repository,
      listSources: () => Promise.reject(new Error('EACCES: the pkb folder cannot be read')),
    });
    await expect(castor.sync()).rejects.toThrow('EACCES');
    expect(castor.status()).toEqual({ state: 'unavailable', remaining: 0, synchronizing: [] });
  });
});

describe('castor stop', () => {
  it('finishes the files being loaded, takes no other, and refuses later syncs', async () => {
    const database = await createTestDatabase('pglite');
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-stop-'));
    try {
      await mkdir(path.join(dir, 'p'));
      for (let index = 0; index < 20; index += 1) {
        await writeFile(
          path.join(dir, 'p', `p_${String(index)}_2020-01-01.txt`),
          `title_id\nt${String(index)}\n`,
        );
      }
      let firstFile: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        firstFile = resolve;
      });
      const castor = createCastor({
        repository: createKnowledgeBaseRepository(database.db),
        listSources: () => sourcesOf(dir),
        concurrency: 1,
        onChange: (state) => {
          if (state.synchronizing.length > 0) {
            firstFile();
          }
        },
      });
      const running = castor.sync();
      await started;
      await castor.stop();
      const summary = await running;
      expect(summary.loaded).toBeGreaterThan(0);
      expect(summary.loaded).toBeLessThan(20);
      expect(await createKnowledgeBaseRepository(database.db).countRows()).toBe(summary.loaded);
      await expect(castor.sync()).rejects.toThrow('stopped');
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('castor on Postgres with the whole acceptance knowledge base', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  }, 60_000);
  afterAll(() => database.close());

  it('syncs every KBART file, then enriches npg.2012-11-30 from Postgres', async () => {
    const repository = createKnowledgeBaseRepository(database.db);
    const castor = createCastor({
      repository,
      listSources: () => sourcesOf(path.join(ACCEPTANCE, 'pkb')),
    });
    const summary = await castor.sync();
    // The figures the issue asks for: row count and time of a full sync.
    process.stdout.write(
      `castor: ${String(summary.files)} files, ${String(summary.totalRows)} rows in ${String(summary.durationMs)} ms\n`,
    );
    expect(summary.errors).toEqual([]);
    expect(summary.totalRows).toBeGreaterThan(200_000);

    const resources = await loadPipelineResources({});
    const titledWith = async (synchronizing: boolean | undefined) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-job-'));
      const traces: string[] = [];
      const context: JobRunContext = {
        jobId: '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5c',
        headers: {},
        inputs: [
          {
            open: () => createReadStream(path.join(ACCEPTANCE, 'logs/npg.2012-11-30.log.gz')),
            contentEncoding: 'gzip',
          },
        ],
        paths: {
          dir,
          traces: path.join(dir, 'job-traces.log'),
          denied: (extension) => path.join(dir, `denied-ecs.${extension}`),
          rejects: (category) => path.join(dir, `lines-${category}.log`),
          resultTemp: (extension) => path.join(dir, `result.${extension}`),
        },
        createdAt: new Date('2026-01-01T00:00:00Z'),
        signal: new AbortController().signal,
        onProgress: () => undefined,
        onTrace: (entry) => traces.push(entry.message),
      };
      try {
        // undefined: no knowledge base at all, to show where the titles come from.
        const knowledgeBase =
          synchronizing === undefined
            ? undefined
            : createDatabaseKnowledgeBase(repository, () => Promise.resolve(synchronizing));
        const result = await createPipelineProcessor(
          knowledgeBase === undefined ? resources : { ...resources, knowledgeBase },
        )(context);
        expect(result.failure).toBeUndefined();
        const [header, ...rows] = (await readFile(path.join(dir, 'result.csv'), 'utf8'))
          .split('\n')
          .filter((line) => line !== '');
        const column = (header ?? '').split(';').indexOf('publication_title');
        const titles = rows.map((row) => row.split(';')[column] ?? '').filter((t) => t !== '');
        return { titles, events: rows.length, traces };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    };
    const run = await titledWith(false);
    expect(run.events).toBeGreaterThan(100);
    expect(run.titles.length).toBeGreaterThan(run.events / 2);
    expect(run.titles).toContain('The EMBO Journal');
    expect((await titledWith(undefined)).titles.length).toBeLessThan(run.titles.length / 10);
    expect(run.traces).not.toContain(SYNC_NOTICE);
    expect((await titledWith(true)).traces).toContain(SYNC_NOTICE);
    await resources.catalog.close();
  }, 240_000);
});

/**
 * Two api processes' databases on one scratch Postgres database, migrated, and a knowledge-base
 * folder holding one npg file; everything is dropped after `body`.
 */
async function withTwoApiDatabases(
  body: (first: AppDatabase, second: AppDatabase, dir: string) => Promise<void>,
): Promise<void> {
  const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  const first = await createDatabase({ driver: 'postgres', url: scratch.url, poolSize: 3 });
  const second = await createDatabase({ driver: 'postgres', url: scratch.url, poolSize: 3 });
  const dir = await mkdtemp(path.join(tmpdir(), 'sillage-castor-lease-'));
  try {
    await migrateToLatest(first.db);
    await mkdir(path.join(dir, 'npg'));
    await writeFile(path.join(dir, 'npg', 'npg_2020-01-01.txt'), 'title_id\nnature\n');
    await body(first, second, dir);
  } finally {
    await first.close();
    await second.close();
    await scratch.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

onPostgres('castor lease across api processes sharing one Postgres database', () => {
  it('lets a second process sync only once the first has finished', async () => {
    await withTwoApiDatabases(async (first, second, dir) => {
      const events: string[] = [];
      let letFirstGoOn: () => void = () => undefined;
      const firstMayGoOn = new Promise<void>((resolve) => {
        letFirstGoOn = resolve;
      });
      const castorOf = (database: AppDatabase, name: string, hold?: Promise<void>) =>
        createCastor({
          repository: createKnowledgeBaseRepository(database.db),
          lease: createCastorLease(database, 100),
          listSources: async () => {
            events.push(`${name} listed`);
            await hold;
            return sourcesOf(dir);
          },
        });
      const firstCastor = castorOf(first, 'first', firstMayGoOn);
      const secondCastor = castorOf(second, 'second');
      const firstSync = firstCastor.sync().then((summary) => {
        events.push('first done');
        return summary;
      });
      await waitFor(() => (events.includes('first listed') ? true : undefined), 'the first sync');
      const secondSync = secondCastor.sync();
      // The second process waits on the lease while the first one holds it.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(events).toEqual(['first listed']);
      expect(secondCastor.status().state).toBe('synchronizing');
      letFirstGoOn();
      const [firstSummary, secondSummary] = await Promise.all([firstSync, secondSync]);
      expect(events).toEqual(['first listed', 'first done', 'second listed']);
      expect(firstSummary).toMatchObject({ loaded: 1, totalRows: 1 });
      expect(secondSummary).toMatchObject({ loaded: 0, skipped: 1, totalRows: 1 });
      // Released: a third sync starts at once.
      expect(await firstCastor.sync()).toMatchObject({ skipped: 1 });
    });
  }, 60_000);

  it('stops a sync whose lease connection was lost, deleting nothing, and lets another sync', async () => {
    await withTwoApiDatabases(async (first, second, dir) => {
      const logs: string[] = [];
      let listed = false;
      let letFirstGoOn: () => void = () => undefined;
      const firstMayGoOn = new Promise<void>((resolve) => {
        letFirstGoOn = resolve;
      });
      const firstCastor = createCastor({
        repository: createKnowledgeBaseRepository(first.db),
        lease: createCastorLease(first, 100, 100),
        listSources: async () => {
          listed = true;
          await firstMayGoOn;
          return sourcesOf(dir);
        },
        log: (_level, message) => logs.push(message),
      });
      const firstSync = firstCastor.sync();
      await waitFor(() => (listed ? true : undefined), 'the first sync');
      // The database ends the session holding the lock (a restart, a proxy cutting it).
      const { rows } = await sql<{ pid: number }>`
        select pid from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())
      `.execute(second.db);
      expect(rows).toHaveLength(1);
      await sql`select pg_terminate_backend(${rows[0]?.pid ?? 0})`.execute(second.db);
      // Another process may take the lease at once, and loads the file.
      const secondCastor = createCastor({
        repository: createKnowledgeBaseRepository(second.db),
        lease: createCastorLease(second, 100, 100),
        listSources: () => sourcesOf(dir),
      });
      expect(await secondCastor.sync()).toMatchObject({ loaded: 1, totalRows: 1 });
      // Ten heartbeats of the first lease: it has learnt that its connection is gone.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      letFirstGoOn();
      expect(await firstSync).toMatchObject({ loaded: 0, skipped: 0, removed: 0 });
      expect(logs.join('\n')).toContain('the database connection holding the sync lease was lost');
    });
  }, 60_000);
});
