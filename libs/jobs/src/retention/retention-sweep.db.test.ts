import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createEnrichmentCacheRepository } from '@sillage/db';
import { createTestDatabase } from '@sillage/db/testing';
import { createJobStorage } from '../storage/job-storage.js';
import { createJobStore } from '../store/job-store.js';
import { writeJobInputs } from '../testing/index.js';
import { sweepExpiredJobs } from './retention-sweep.js';

describe('retention sweep', () => {
  it('removes jobs ended longer ago than the retention, and keeps recent or unended ones', async () => {
    const database = await createTestDatabase('pglite');
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-retention-'));
    const storage = createJobStorage(dir);
    const store = createJobStore(database.db);
    const make = async (status: string, ageHours: number, endedHoursAgo?: number) => {
      const id = randomUUID();
      await writeJobInputs(storage, id, ['x\n']);
      await store.createUploading({ id, ownerId: null, settings: {}, socketId: null }, new Date());
      await sql`update jobs set status = ${status}, created_at = now() - make_interval(hours => ${ageHours}) where id = ${id}`.execute(
        database.db,
      );
      if (endedHoursAgo !== undefined) {
        await sql`update jobs set ended_at = now() - make_interval(hours => ${endedHoursAgo}) where id = ${id}`.execute(
          database.db,
        );
      }
      return id;
    };
    const oldDone = await make('completed', 30);
    const oldFailed = await make('error', 30);
    const recentDone = await make('completed', 1);
    const oldRunning = await make('running', 30);
    // Queued and run for long, ended an hour ago: its retention counts from its end.
    const longJob = await make('completed', 30, 1);
    const oldEnded = await make('completed', 60, 26);
    try {
      const removed = await sweepExpiredJobs({ store, storage, retentionMs: 24 * 3_600_000 });
      expect(removed).toBe(3);
      expect(await store.findById(oldDone)).toBeUndefined();
      expect(await store.findById(oldFailed)).toBeUndefined();
      expect(await store.findById(oldEnded)).toBeUndefined();
      expect((await storage.listJobIds()).sort()).toEqual([recentDone, oldRunning, longJob].sort());
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves no orphan file: every file of a swept job goes, row-less old folders too', async () => {
    const database = await createTestDatabase('pglite');
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-retention-'));
    const storage = createJobStorage(dir);
    const store = createJobStore(database.db);
    /** Every file under the storage folder, relative to it. */
    const tree = async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    const withFiles = async (id: string) => {
      await writeJobInputs(storage, id, ['a\n', 'b\n']);
      for (const name of ['report.json', 'job-traces.log', 'lines-unknown-domains.log']) {
        await writeFile(storage.artefactPath(id, name), 'x');
      }
      await writeFile(path.join(storage.jobDir(id), storage.resultName('csv')), 'x');
      await writeFile(path.join(storage.jobDir(id), `${storage.resultName('csv')}.partial`), 'x');
    };
    try {
      const expired = randomUUID();
      await withFiles(expired);
      await store.createUploading(
        { id: expired, ownerId: null, settings: {}, socketId: null },
        new Date(),
      );
      await sql`update jobs set status = 'error', created_at = now() - interval '30 hours', ended_at = now() - interval '30 hours' where id = ${expired}`.execute(
        database.db,
      );
      // A crash between the folder and the row: files, no row.
      const rowless = randomUUID();
      await withFiles(rowless);
      const old = new Date(Date.now() - 30 * 3_600_000);
      await utimes(storage.jobDir(rowless), old, old);
      const kept = randomUUID();
      await withFiles(kept);
      await store.createUploading(
        { id: kept, ownerId: null, settings: {}, socketId: null },
        new Date(),
      );

      expect(await sweepExpiredJobs({ store, storage, retentionMs: 24 * 3_600_000 })).toBe(2);
      const left = await tree();
      expect(left.length).toBeGreaterThan(0);
      expect(left.every((file) => file.startsWith(path.join('jobs', kept)))).toBe(true);
      expect(await store.findById(expired)).toBeUndefined();
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('also deletes expired network-enrichment answers, keeping live ones', async () => {
    const database = await createTestDatabase('pglite');
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-retention-'));
    try {
      const start = new Date('2024-01-01T00:00:00Z');
      const cache = createEnrichmentCacheRepository(database.db, { now: () => start });
      await cache.setMany('crossref', new Map([['10.1/old', null]]), 1000);
      await cache.setMany('crossref', new Map([['10.1/new', { title: 'T' }]]), 3_600_000);
      await sweepExpiredJobs({
        store: createJobStore(database.db),
        storage: createJobStorage(dir),
        retentionMs: 24 * 3_600_000,
        enrichmentCache: cache,
        now: () => new Date(start.getTime() + 60_000),
      });
      const rows = await sql<{ key: string }>`select key from enrichment_cache`.execute(
        database.db,
      );
      expect(rows.rows).toEqual([{ key: '10.1/new' }]);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
