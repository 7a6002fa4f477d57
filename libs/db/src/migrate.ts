import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { MIGRATIONS } from './migrations/index.js';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before types apply
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}
