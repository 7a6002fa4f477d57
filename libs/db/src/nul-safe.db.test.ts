import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { createJobsRepository } from './repositories/jobs.repository.js';
import { NUL_STAND_IN, withoutNul } from './nul-safe-plugin.js';
import { createTestDatabase, testDrivers } from './testing/index.js';
import type { AppDatabase } from './create-database.js';

describe('withoutNul', () => {
  it('replaces raw NULs and JSON \\u0000 escapes, not an escaped backslash before u0000', () => {
    expect(withoutNul('a\0b')).toBe(`a${NUL_STAND_IN}b`);
    expect(withoutNul(JSON.stringify({ line: 'x\0y' }))).toBe(`{"line":"x${NUL_STAND_IN}y"}`);
    // The text `\u0000` (backslash, u, zeros) is kept as it was written.
    const literal = JSON.stringify({ line: '\\u0000' });
    expect(withoutNul(literal)).toBe(literal);
    expect(withoutNul(JSON.stringify({ line: '\\\0' }))).toBe(`{"line":"\\\\${NUL_STAND_IN}"}`);
  });
});

describe.each(testDrivers())('NUL bytes stored on %s', (driver) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('stores a report and an error message holding NUL bytes, with U+2400 in their place', async () => {
    const jobs = createJobsRepository(database.db);
    const id = randomUUID();
    await jobs.create({
      id,
      ownerId: null,
      settings: { 'log-format-ezproxy': 'a\0b' },
      socketId: null,
    });
    await database.db
      .updateTable('jobs')
      .set({
        status: 'error',
        report: JSON.stringify({ rejects: [{ sample: '\0\0' }] }),
        errorCode: 5000,
        errorMessage: 'line \0',
      })
      .where('id', '=', id)
      .execute();
    const row = await jobs.findById(id);
    expect(row?.report).toEqual({ rejects: [{ sample: `${NUL_STAND_IN}${NUL_STAND_IN}` }] });
    expect(row?.errorMessage).toBe(`line ${NUL_STAND_IN}`);
    expect(row?.settings).toEqual({ 'log-format-ezproxy': `a${NUL_STAND_IN}b` });
    const raw = await sql<{ text: string }>`select ${'raw \0 template'} as text`.execute(
      database.db,
    );
    expect(raw.rows[0]?.text).toBe(`raw ${NUL_STAND_IN} template`);
  });
});
