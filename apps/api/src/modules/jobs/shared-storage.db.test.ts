import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createAppConfigRepository,
  createDatabase,
  migrateToLatest,
  type AppDatabase,
} from '@sillage/db';
import { createJobStore, JOB_STORAGE_ID_KEY, readStorageId } from '@sillage/jobs';
import { buildTestApp } from '../../test/build-test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several apis and workers share one Postgres database and one data folder (scaled mode).
(serverUrl ? describe : describe.skip)('an api on a shared database', () => {
  const name = `sillage_storage_${randomBytes(5).toString('hex')}`;
  let databaseUrl: string;
  let database: AppDatabase;
  const folders: string[] = [];

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await createDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  async function startApi() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-storage-'));
    folders.push(dataDir);
    const start = () =>
      buildTestApp({
        database,
        env: {
          DATABASE_URL: databaseUrl,
          SILLAGE_EMBEDDED_WORKER: 'false',
          SILLAGE_DATA_DIR: dataDir,
        },
      });
    return { dataDir, start };
  }

  it('refuses another data folder than the one its jobs in progress use, and takes it once none is', async () => {
    const first = await startApi();
    const running = await first.start();
    const jobId = randomUUID();
    const store = createJobStore(database.db);
    await store.createUploading(
      { id: jobId, ownerId: null, settings: {}, socketId: null },
      new Date(),
    );
    const recorded = () => createAppConfigRepository(database.db).get(JOB_STORAGE_ID_KEY);
    const firstId = await recorded();
    try {
      const other = await startApi();
      await expect(other.start()).rejects.toThrow(
        new RegExp(
          `SILLAGE_DATA_DIR: ${other.dataDir} is not the data folder of the other processes`,
        ),
      );
      // The jobs' folder stays the one recorded.
      expect(await recorded()).toEqual(firstId);

      await store.delete([jobId]);
      const moved = await other.start();
      expect(await recorded()).toEqual(
        await readStorageId(path.join(other.dataDir, 'files', 'jobs')),
      );
      await moved.close();
    } finally {
      await running.close();
    }
  });
});
