import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from '../create-database.js';
import { MIGRATIONS } from '../migrations/index.js';
import { openMigratedPglite } from './migrated-pglite.js';

// Making the copy (initdb, migrations, dump) once took over a minute beside three other jest
// workers on two cores, at the start of a CI run.
jest.setTimeout(240_000);

describe('test databases started from a migrated copy', () => {
  let cacheDir: string;
  const opened: AppDatabase[] = [];
  const open = async () => {
    const database = await openMigratedPglite(cacheDir);
    opened.push(database);
    return database;
  };
  const appliedMigrations = async (database: AppDatabase) =>
    (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database.db,
      )
    ).rows.map((row) => row.name);

  // One cache folder for the file: the first test makes the copy, the second starts from it.
  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(tmpdir(), 'sillage-pglite-copy-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  afterAll(() => {
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('makes the copy once, then starts each database from it with every migration applied', async () => {
    const first = await open();
    const [copy] = readdirSync(cacheDir);
    expect(copy).toMatch(/\.tar$/);
    const madeAt = statSync(path.join(cacheDir, copy ?? '')).mtimeMs;

    const second = await open();
    expect(readdirSync(cacheDir)).toEqual([copy]);
    expect(statSync(path.join(cacheDir, copy ?? '')).mtimeMs).toBe(madeAt);
    for (const database of [first, second]) {
      expect(await appliedMigrations(database)).toEqual(Object.keys(MIGRATIONS).sort());
    }
  });

  it('gives each database its own data: what one writes, the next does not see', async () => {
    const first = await open();
    await sql`create table written_here (id int)`.execute(first.db);
    const second = await open();
    const hasTable = async (database: AppDatabase) =>
      (
        await sql<{
          found: string | null;
        }>`select to_regclass('written_here')::text as found`.execute(database.db)
      ).rows[0]?.found !== null;
    expect(await hasTable(first)).toBe(true);
    expect(await hasTable(second)).toBe(false);
  });
});
