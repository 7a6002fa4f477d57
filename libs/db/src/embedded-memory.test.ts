import { createDatabase, EMBEDDED_SHARED_BUFFERS_MB } from './create-database.js';
import { migratedPgliteStart } from './testing/migrated-pglite.js';

// Both start from the migrated copy the other database tests use: a new data folder (initdb)
// took 17–40 s under CI's load, and its making is tested on its own (testing/migrated-pglite).

// The embedded database's page cache is most of the api's idle memory at Postgres' default
// (128 MiB, set up at start): it is given a small one, which a deployment may raise.
describe('embedded database memory', () => {
  it('starts with a small shared_buffers, not the 128 MiB default', async () => {
    const database = await createDatabase({
      driver: 'pglite',
      dataDir: 'memory',
      ...(await migratedPgliteStart()),
    });
    try {
      const { rows } = await database.executeSql('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe(`${String(EMBEDDED_SHARED_BUFFERS_MB)}MB`);
      expect(EMBEDDED_SHARED_BUFFERS_MB).toBeLessThan(128);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('takes the size it is given', async () => {
    const database = await createDatabase({
      driver: 'pglite',
      dataDir: 'memory',
      sharedBuffersMb: 48,
      ...(await migratedPgliteStart()),
    });
    try {
      const { rows } = await database.executeSql('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('48MB');
    } finally {
      await database.close();
    }
  }, 60_000);
});
