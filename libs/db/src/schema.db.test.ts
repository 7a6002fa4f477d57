import { sql } from 'kysely';
import { createTestDatabase, testDrivers } from './testing/index.js';
import type { AppDatabase, DatabaseDriver } from './create-database.js';

async function describeSchema(database: AppDatabase): Promise<string[]> {
  const result = await sql<{ line: string }>`
    select table_name || '.' || column_name || ':' || data_type || ':' || is_nullable as line
    from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name, column_name`.execute(database.db);
  return result.rows.map((row) => row.line);
}

describe('migrations', () => {
  const schemas = new Map<DatabaseDriver, string[]>();

  it.each(testDrivers())('create every application table on %s', async (driver) => {
    const database = await createTestDatabase(driver);
    try {
      const schema = await describeSchema(database);
      schemas.set(driver, schema);
      const tables = new Set(schema.map((line) => line.split('.')[0]));
      expect([...tables].sort()).toEqual([
        'app_config',
        'custom_settings',
        'enrichment_cache',
        'jobs',
        'kb_files',
        'kb_rows',
        'rate_limits',
        'sessions',
        'users',
      ]);
      expect(schema).toContain('users.password_hash:text:NO');
      expect(schema).toContain('jobs.report:jsonb:YES');
      expect(schema).toContain('enrichment_cache.record:jsonb:YES');
      expect(schema).toContain('rate_limits.window_ends_at:timestamp with time zone:NO');
    } finally {
      await database.close();
    }
  });

  const bothDrivers = testDrivers().length === 2 ? it : it.skip;
  bothDrivers('give the same columns on PGlite and on Postgres', () => {
    expect(schemas.get('postgres')).toEqual(schemas.get('pglite'));
  });
});
