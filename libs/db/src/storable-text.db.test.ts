import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { createJobsRepository } from './repositories/jobs.repository.js';
import { LONE_SURROGATE_STAND_IN, NUL_STAND_IN, storableText } from './storable-text-plugin.js';
import { createTestDatabase, testDrivers } from './testing/index.js';
import type { AppDatabase } from './create-database.js';

describe('storableText', () => {
  it('replaces raw NULs and JSON \\u0000 escapes, not an escaped backslash before u0000', () => {
    expect(storableText('a\0b')).toBe(`a${NUL_STAND_IN}b`);
    expect(storableText(JSON.stringify({ line: 'x\0y' }))).toBe(`{"line":"x${NUL_STAND_IN}y"}`);
    // The text `\u0000` (backslash, u, zeros) is kept as it was written.
    const literal = JSON.stringify({ line: '\\u0000' });
    expect(storableText(literal)).toBe(literal);
    expect(storableText(JSON.stringify({ line: '\\\0' }))).toBe(`{"line":"\\\\${NUL_STAND_IN}"}`);
  });
});

describe('storableText with half a surrogate pair', () => {
  const FFFD = LONE_SURROGATE_STAND_IN;

  it('replaces a lone half in text, and keeps whole pairs', () => {
    expect(storableText('a\uD800b\uDC00c')).toBe(`a${FFFD}b${FFFD}c`);
    expect(storableText('\uDC00\uD800')).toBe(`${FFFD}${FFFD}`); // a low half before a high one
    expect(storableText('ok \u{1F600} \u00e9')).toBe('ok \u{1F600} \u00e9');
  });

  it('replaces the JSON escape of a lone half, keeps an escaped pair and literal text', () => {
    expect(storableText(JSON.stringify({ line: 'x\uD80Ay' }))).toBe(`{"line":"x${FFFD}y"}`);
    expect(storableText(JSON.stringify({ ['\uDC00key']: 1 }))).toBe(`{"${FFFD}key":1}`);
    // A pair written as two escapes (JSON.stringify never does, a client's JSON text may).
    expect(storableText('["\\ud83d\\ude00"]')).toBe('["\\ud83d\\ude00"]');
    expect(storableText('["\\ud83d\\ud83d\\ude00"]')).toBe(`["${FFFD}\\ud83d\\ude00"]`);
    expect(storableText('["\\udc00\\ud83d"]')).toBe(`["${FFFD}${FFFD}"]`);
    // The text `\ud800` (an escaped backslash, then u d 8 0 0) is kept as it was written.
    const literal = JSON.stringify({ line: '\\ud800' });
    expect(storableText(literal)).toBe(literal);
    expect(storableText(JSON.stringify({ line: '\\\uD800' }))).toBe(`{"line":"\\\\${FFFD}"}`);
  });
});

describe.each(testDrivers())('NUL bytes and lone surrogates stored on %s', (driver) => {
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

  it('stores a report and a message holding half a surrogate pair, with U+FFFD in its place', async () => {
    // A log read as UTF-16 (it began with FF FE) left one in the report's first line.
    const jobs = createJobsRepository(database.db);
    const id = randomUUID();
    await jobs.create({ id, ownerId: null, settings: {}, socketId: null });
    await database.db
      .updateTable('jobs')
      .set({
        status: 'error',
        report: JSON.stringify({ general: { 'input-first-line': '\u3432\uD80A' } }),
        errorMessage: 'line \uDC00',
      })
      .where('id', '=', id)
      .execute();
    const row = await jobs.findById(id);
    expect(row?.report).toEqual({
      general: { 'input-first-line': `\u3432${LONE_SURROGATE_STAND_IN}` },
    });
    expect(row?.errorMessage).toBe(`line ${LONE_SURROGATE_STAND_IN}`);
  });
});
