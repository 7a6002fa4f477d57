// Jest hooks: only test files import this (it is left out of the build).
import type { AppDatabase, DatabaseDriver } from '../create-database.js';
import { createTestDatabase } from './index.js';

/**
 * For the tests of one `describe` block: a migrated database of their own on `driver`, with
 * `tables` emptied (in that order) before each test. Returns a getter, valid inside the tests.
 */
export function useTestDatabase(
  driver: DatabaseDriver,
  tables: readonly string[],
): () => AppDatabase {
  let database: AppDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await current().executeSql(tables.map((table) => `delete from ${table};`).join(' '));
  });
  const current = (): AppDatabase => {
    if (database === undefined) {
      throw new Error('the test database is only open inside the tests');
    }
    return database;
  };
  return current;
}
