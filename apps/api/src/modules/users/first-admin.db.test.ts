// Two sign-ups on an empty instance at the same moment must not both become admins: the insert
// decides from what its statement sees, and on Postgres another transaction's new account is
// invisible to it until committed.
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import type { AppDatabase } from '@sillage/db';
import { registerAccount, withAccountsLock } from './users.service.js';

jest.setTimeout(60_000);

// The race needs a server (PGlite runs one statement at a time), where the test fails without
// the lock; on PGlite it checks the same outcome.
describe.each(testDrivers())('the first sign-up on %s', (driver) => {
  let database: AppDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await database.close();
  });

  it('waits for an account being made elsewhere, then is refused while registration is closed', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => undefined;
    const isInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Another api process, mid-way through making the first account (not yet committed).
    const other = withAccountsLock(database, async ({ users }) => {
      await users.create({ email: 'first@example.org', passwordHash: 'x', group: 'admin' });
      inserted();
      await released;
    });
    await isInserted;
    const second = registerAccount(
      database,
      { email: 'second@example.org', password: 'a long enough password', locale: undefined },
      false,
    ).then(
      (user) => user.group,
      (error: unknown) => (error as { message?: string }).message,
    );
    // Long enough for the second to reach its insert, which must wait for the lock.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    release();
    await other;
    expect(await second).toBe('registrationClosed');
  });
});
