import { testDrivers } from '../testing/index.js';
import { useTestDatabase } from '../testing/use-test-database.js';
import { hashPassword, verifyPassword } from '../password-hash.js';
import { createAppConfigRepository } from './app-config.repository.js';
import { createCustomSettingsRepository } from './custom-settings.repository.js';
import { createJobsRepository } from './jobs.repository.js';
import { createSessionsRepository } from './sessions.repository.js';
import { createUsersRepository } from './users.repository.js';

const JOB_ID = '6c2a8a2e-4c1e-4a55-9d8b-2f0f4c1d9e01';

describe.each(testDrivers())('repositories on %s', (driver) => {
  const database = useTestDatabase(driver, [
    'sessions',
    'jobs',
    'custom_settings',
    'app_config',
    'users',
  ]);

  describe('users', () => {
    it('counts users as a number on every driver', async () => {
      const users = createUsersRepository(database().db);
      expect(await users.count()).toBe(0);
      await users.create({ email: 'A@Example.org', passwordHash: 'x', group: 'admin' });
      expect(await users.count()).toBe(1);
    });

    it('stores e-mails lower-cased and finds them case-insensitively', async () => {
      const users = createUsersRepository(database().db);
      const created = await users.create({
        email: 'Staff@Univ.FR',
        passwordHash: 'x',
        group: 'user',
      });
      expect(created.email).toBe('staff@univ.fr');
      expect((await users.findByEmail('STAFF@univ.fr'))?.id).toBe(created.id);
    });

    it('rejects a second account with the same e-mail in another case', async () => {
      const users = createUsersRepository(database().db);
      await users.create({ email: 'dup@univ.fr', passwordHash: 'x', group: 'user' });
      await expect(
        users.create({ email: 'DUP@univ.fr', passwordHash: 'y', group: 'user' }),
      ).rejects.toThrow();
    });

    it('never returns the password hash from public lookups', async () => {
      const users = createUsersRepository(database().db);
      await users.create({ email: 'a@univ.fr', passwordHash: 'secret-hash', group: 'user' });
      const listed = await users.list();
      expect(listed).toHaveLength(1);
      expect(JSON.stringify(listed)).not.toContain('secret-hash');
      expect(Object.keys(listed[0]!)).not.toContain('passwordHash');
      expect((await users.findWithSecretsByEmail('a@univ.fr'))?.passwordHash).toBe('secret-hash');
    });

    it('updates and deletes users', async () => {
      const users = createUsersRepository(database().db);
      const user = await users.create({ email: 'a@univ.fr', passwordHash: 'x', group: 'user' });
      const updated = await users.update(user.id, { group: 'admin', notify: true });
      expect(updated).toMatchObject({ group: 'admin', notify: true });
      expect(await users.delete(user.id)).toBe(true);
      expect(await users.delete(user.id)).toBe(false);
    });

    it("keeps each account's language, French until one is stored, and refuses others", async () => {
      const users = createUsersRepository(database().db);
      const user = await users.create({ email: 'a@univ.fr', passwordHash: 'x', group: 'user' });
      expect(user.locale).toBe('fr');
      expect(await users.update(user.id, { locale: 'en' })).toMatchObject({ locale: 'en' });
      expect((await users.findByEmail('a@univ.fr'))?.locale).toBe('en');
      const registered = await users.createSelfRegistered(
        { email: 'b@univ.fr', passwordHash: 'x', locale: 'en' },
        true,
      );
      expect(registered?.locale).toBe('en');
      await expect(users.update(user.id, { locale: 'de' as unknown as 'en' })).rejects.toThrow();
    });

    it('consumes a reset token once and only before it expires, and tells why it stopped working', async () => {
      const users = createUsersRepository(database().db);
      const user = await users.create({ email: 'a@univ.fr', passwordHash: 'x', group: 'user' });
      const now = new Date();
      await users.setResetToken(user.id, 'token-hash', new Date(now.getTime() + 3_600_000));
      const later = new Date(now.getTime() + 7_200_000);
      expect(await users.consumeResetToken('token-hash', later)).toBeUndefined();
      expect(await users.resetTokenState('token-hash', later)).toBe('expired');
      // Telling does not use it.
      expect(await users.resetTokenState('token-hash', now)).toBe('usable');
      expect((await users.consumeResetToken('token-hash', now))?.id).toBe(user.id);
      expect(await users.consumeResetToken('token-hash', now)).toBeUndefined();
      expect(await users.resetTokenState('token-hash', now)).toBe('used');
      expect(await users.resetTokenState('other-hash', now)).toBe('unknown');
    });
  });

  describe('sessions', () => {
    it('returns live sessions and forgets expired ones', async () => {
      const sessions = createSessionsRepository(database().db);
      const now = new Date();
      await sessions.set('live', { a: 1 }, new Date(now.getTime() + 60_000), null);
      await sessions.set('old', { b: 2 }, new Date(now.getTime() - 1), null);
      expect(await sessions.get('live', now)).toEqual({ a: 1 });
      expect(await sessions.get('old', now)).toBeUndefined();
      expect(await sessions.deleteExpired(now)).toBe(1);
      await sessions.set('live', { a: 2 }, new Date(now.getTime() + 60_000), null);
      expect(await sessions.get('live', now)).toEqual({ a: 2 });
      await sessions.destroy('live');
      expect(await sessions.get('live', now)).toBeUndefined();
    });

    it('updates a session that exists, and never brings back a destroyed one', async () => {
      const sessions = createSessionsRepository(database().db);
      const now = new Date();
      const later = new Date(now.getTime() + 60_000);
      await sessions.set('kept', { a: 1 }, later, null);
      expect(await sessions.update('kept', { a: 2 }, later, null)).toBe(true);
      expect(await sessions.get('kept', now)).toEqual({ a: 2 });
      await sessions.destroy('kept');
      expect(await sessions.update('kept', { a: 3 }, later, null)).toBe(false);
      expect(await sessions.get('kept', now)).toBeUndefined();
    });
  });

  describe('jobs', () => {
    it('creates a queued job with its settings, and finds it', async () => {
      const jobs = createJobsRepository(database().db);
      const created = await jobs.create({
        id: JOB_ID,
        ownerId: null,
        settings: { accept: 'text/csv' },
        socketId: null,
      });
      expect(created).toMatchObject({
        status: 'queued',
        settings: { accept: 'text/csv' },
        linesInput: 0,
        attempts: 0,
      });
      expect(await jobs.findById(JOB_ID)).toEqual(created);
    });

    it("lists one owner's jobs newest first", async () => {
      const users = createUsersRepository(database().db);
      const jobs = createJobsRepository(database().db);
      const owner = await users.create({ email: 'o@univ.fr', passwordHash: 'x', group: 'user' });
      await jobs.create({ id: JOB_ID, ownerId: owner.id, settings: {}, socketId: null });
      await jobs.create({
        id: '6c2a8a2e-4c1e-4a55-9d8b-2f0f4c1d9e02',
        ownerId: null,
        settings: {},
        socketId: null,
      });
      expect((await jobs.list({ ownerId: owner.id })).map((job) => job.id)).toEqual([JOB_ID]);
      expect(await jobs.list()).toHaveLength(2);
    });
  });

  describe('custom settings', () => {
    it('creates, detects clashes, replaces and deletes', async () => {
      const settings = createCustomSettingsRepository(database().db);
      await settings.create(
        {
          id: 'my-univ',
          fullName: 'My university',
          country: 'FR',
          headers: { 'Crypted-Fields': 'none' },
        },
        null,
      );
      expect(await settings.exists('other', 'My university', null)).toBe(true);
      expect(await settings.exists('other', 'Other', null)).toBe(false);
      const replaced = await settings.replace('my-univ', {
        id: 'my-univ-2',
        fullName: 'Renamed',
        country: null,
        headers: {},
      });
      expect(replaced).toMatchObject({ id: 'my-univ-2', fullName: 'Renamed', headers: {} });
      expect(await settings.delete('my-univ-2')).toBe(true);
      expect(await settings.list()).toEqual([]);
    });
  });

  describe('app config', () => {
    it('stores and overwrites JSON values', async () => {
      const config = createAppConfigRepository(database().db);
      expect(await config.get('middlewares')).toBeUndefined();
      await config.set('middlewares', ['filter', 'parser']);
      await config.set('middlewares', ['filter']);
      expect(await config.get('middlewares')).toEqual(['filter']);
    });
  });
});

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('correct horse');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
