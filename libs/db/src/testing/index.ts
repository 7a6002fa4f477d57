import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type AppDatabase, type DatabaseDriver } from '../create-database.js';
import { migrateToLatest } from '../migrate.js';
import { openMigratedPglite } from './migrated-pglite.js';

/** The drivers repository tests run on: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export function testDrivers(): DatabaseDriver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A migrated, empty database of its own; `close()` also drops it on a Postgres server. */
export async function createTestDatabase(driver: DatabaseDriver): Promise<AppDatabase> {
  if (driver === 'pglite') {
    const database = await openMigratedPglite();
    // Finds nothing to do on the migrated copy; kept so a stale copy could never pass unnoticed.
    await migrateToLatest(database.db);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error('TEST_DATABASE_URL is not set');
  }
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const database = await createDatabase({ driver: 'postgres', url: scratch.url, poolSize: 4 });
  await migrateToLatest(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database of its own on the `serverUrl` Postgres server, dropped by `drop()`. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a throw-away database on a Postgres server, for tests of processes that connect and
 * migrate by URL themselves: they never see migrations other checkouts ran on the shared server.
 */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `sillage_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}

async function withAdminClient(url: string, task: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await task(client);
  } finally {
    await client.end();
  }
}
