import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema, UserSchema } from '@sillage/shared-types';
import { basicAuth, createUser, signInCookie, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const NEW_PASSWORD = 'a brand new password';

describe('users routes', () => {
  let testApp: TestApp;
  let openApp: TestApp;
  let adminCookie: string;
  let userCookie: string;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    testApp = await buildTestApp();
    // A second app over the same database, with open registration.
    openApp = await buildTestApp({
      database: testApp.database,
      env: { SILLAGE_OPEN_REGISTRATION: 'true' },
    });
  });

  afterAll(async () => {
    await openApp.close();
    await testApp.close();
  });

  describe('POST /api/admin/register', () => {
    const register = (payload: unknown, app = testApp) =>
      app.app.inject({ method: 'POST', url: '/api/admin/register', payload: payload as object });

    it('counts no account on a fresh instance', async () => {
      const response = await inject({ method: 'GET', url: '/api/admin/usersnumber' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(0);
    });

    it.each([
      ['a missing field', { userid: 'a@example.org', password: NEW_PASSWORD }, 'fillAllFields'],
      [
        'a malformed address',
        { userid: 'not-an-address', password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        'invalidAddress',
      ],
      [
        'a short password',
        { userid: 'a@example.org', password: 'short', confirm: 'short' },
        'passwordTooShort',
      ],
      [
        'different passwords',
        { userid: 'a@example.org', password: NEW_PASSWORD, confirm: 'something else' },
        'passwordDoesNotMatch',
      ],
      [
        'a password over the longest taken',
        { userid: 'a@example.org', password: 'p'.repeat(1025), confirm: 'p'.repeat(1025) },
        'passwordTooLong',
      ],
    ])('answers 400 for %s', async (_case, payload, message) => {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400, message });
    });

    it('makes the first account an admin and signs it in', async () => {
      const response = await register({
        userid: 'First@Example.org',
        password: TEST_PASSWORD,
        confirm: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(UserSchema.parse(response.json())).toMatchObject({
        username: 'first@example.org',
        group: 'admin',
      });
      const cookie = String(response.headers['set-cookie']).split(';', 1)[0]!;
      const session = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(session.json()).toMatchObject({
        username: 'first@example.org',
        scope: ['user', 'admin'],
      });
      adminCookie = cookie;
    });

    it('refuses further sign-ups while registration is closed', async () => {
      const response = await register({
        userid: 'second@example.org',
        password: TEST_PASSWORD,
        confirm: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'registrationClosed' });
    });

    it('creates plain users when registration is open, in the language the interface tells', async () => {
      const response = await register(
        {
          userid: 'second@example.org',
          password: TEST_PASSWORD,
          confirm: TEST_PASSWORD,
          locale: 'en',
        },
        openApp,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ group: 'user' });
      // Their mails are written in it (the first account, told nothing, stays French).
      const stored = await openApp.app.repositories.users.findByEmail('second@example.org');
      expect(stored?.locale).toBe('en');
      expect((await openApp.app.repositories.users.findByEmail('first@example.org'))?.locale).toBe(
        'fr',
      );
      userCookie = await signInCookie(testApp.app, 'second@example.org');
    });

    it('answers 409 userAlreadyExists for a taken address, whatever its case', async () => {
      const response = await register(
        { userid: 'SECOND@example.org', password: TEST_PASSWORD, confirm: TEST_PASSWORD },
        openApp,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'userAlreadyExists' });
    });

    it('counts the accounts', async () => {
      const response = await inject({ method: 'GET', url: '/api/admin/usersnumber' });
      expect(response.json()).toBe(2);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every account without any secret', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(200);
      const users = z.array(UserSchema.strict()).parse(response.json());
      expect(users.map((user) => user.username)).toEqual([
        'first@example.org',
        'second@example.org',
      ]);
      expect(response.body).not.toMatch(/argon2|password|hash|reset/i);
    });

    it.each<[string, () => Record<string, string>, number]>([
      ['anonymous', () => ({}), 401],
      ['a plain user', () => ({ cookie: userCookie }), 403],
      ['a plain user over Basic', () => ({ authorization: basicAuth('second@example.org') }), 403],
    ])('refuses %s', async (_case, headers, status) => {
      const response = await inject({ method: 'GET', url: '/api/admin/users', headers: headers() });
      expect(response.statusCode).toBe(status);
    });
  });

  describe('POST /api/admin/users', () => {
    const add = (payload: object, cookie = adminCookie) =>
      inject({ method: 'POST', url: '/api/admin/users', headers: { cookie }, payload });

    it('adds an account in the given group', async () => {
      const response = await add({
        userid: 'third@example.org',
        password: TEST_PASSWORD,
        group: 'admin',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ username: 'third@example.org', group: 'admin' });
      await signInCookie(testApp.app, 'third@example.org');
    });

    it('defaults to the user group', async () => {
      const response = await add({ userid: 'fourth@example.org', password: TEST_PASSWORD });
      expect(response.json()).toMatchObject({ group: 'user' });
    });

    it.each([
      [{ userid: 'third@example.org', password: TEST_PASSWORD }, 409, 'userAlreadyExists'],
      [{ userid: 'x@example.org', password: TEST_PASSWORD, group: 'root' }, 400, 'unknownGroup'],
      [{ userid: 'nope', password: TEST_PASSWORD }, 400, 'invalidAddress'],
    ])('refuses %j', async (payload, status, message) => {
      const response = await add(payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
    });

    it('is admin-only', async () => {
      const response = await add({ userid: 'x@example.org', password: TEST_PASSWORD }, userCookie);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/admin/users/{id}', () => {
    const edit = (id: string, payload: object, cookie = adminCookie) =>
      inject({
        method: 'POST',
        url: `/api/admin/users/${encodeURIComponent(id)}`,
        headers: { cookie },
        payload,
      });

    it('changes the group of an account named by e-mail', async () => {
      const response = await edit('fourth@example.org', {
        userid: 'fourth@example.org',
        group: 'admin',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: 'fourth@example.org', group: 'admin' });
    });

    it('changes the e-mail of an account named by id', async () => {
      const user = await testApp.app.repositories.users.findByEmail('fourth@example.org');
      const response = await edit(user!.id, { username: 'Renamed@example.org' });
      expect(response.json()).toMatchObject({ id: user!.id, username: 'renamed@example.org' });
    });

    it.each([
      ['your own group', 'first@example.org', { group: 'user' }, 400, 'cannotChangeYourOwnGroup'],
      [
        'a taken e-mail',
        'renamed@example.org',
        { username: 'second@example.org' },
        409,
        'userAlreadyExists',
      ],
      ['an unknown account', 'ghost@example.org', { group: 'user' }, 404, 'userNotFound'],
      ['a malformed e-mail', 'renamed@example.org', { username: 'nope' }, 400, 'invalidAddress'],
    ])('refuses to change %s', async (_case, id, payload, status, message) => {
      const response = await edit(id, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
    });

    it('is admin-only', async () => {
      const response = await edit('renamed@example.org', { group: 'user' }, userCookie);
      expect(response.statusCode).toBe(403);
    });

    // An instance without mail cannot send a reset link: the admin sets a new password.
    it("sets an account's password, ending its sessions and any reset link", async () => {
      const session = await signInCookie(testApp.app, 'renamed@example.org');
      const signIn = (password: string) =>
        inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userid: 'renamed@example.org', password },
        });
      const response = await edit('renamed@example.org', { password: `  ${NEW_PASSWORD}  ` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password|hash/i);
      const before = await inject({ url: '/api/auth/session', headers: { cookie: session } });
      expect(before.statusCode).toBe(401);
      expect((await signIn(TEST_PASSWORD)).statusCode).toBe(401);
      // Trimmed as every password the server takes.
      expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      ['too short', 'renamed@example.org', { password: 'short' }, 'passwordTooShort'],
      ['your own', 'first@example.org', { password: NEW_PASSWORD }, 'cannotSetYourOwnPassword'],
    ])('refuses a password %s', async (_case, id, payload, message) => {
      const response = await edit(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    });
  });

  describe('DELETE /api/admin/users/{id}', () => {
    const remove = (id: string, cookie = adminCookie) =>
      inject({
        method: 'DELETE',
        url: `/api/admin/users/${encodeURIComponent(id)}`,
        headers: { cookie },
      });

    it('refuses to delete yourself', async () => {
      const response = await remove('first@example.org');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'cannotDeleteYourself' });
    });

    it('is admin-only', async () => {
      const response = await remove('third@example.org', userCookie);
      expect(response.statusCode).toBe(403);
    });

    it('deletes an account and ends its sessions', async () => {
      const cookie = await signInCookie(testApp.app, 'third@example.org');
      const response = await remove('third@example.org');
      expect(response.statusCode).toBe(204);
      const session = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(session.statusCode).toBe(401);
      const login = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userid: 'third@example.org', password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    });

    it('answers 404 for an unknown account', async () => {
      const response = await remove('00000000-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('start-up admin', () => {
  it('is created from SILLAGE_ADMIN_EMAIL / SILLAGE_ADMIN_PASSWORD on an empty instance only', async () => {
    const env = { SILLAGE_ADMIN_EMAIL: 'boot@example.org', SILLAGE_ADMIN_PASSWORD: NEW_PASSWORD };
    const first = await buildTestApp({ env });
    try {
      const users = await first.app.repositories.users.list();
      expect(users.map((user) => [user.email, user.group])).toEqual([
        ['boot@example.org', 'admin'],
      ]);
      await signInCookie(first.app, 'boot@example.org', NEW_PASSWORD);

      const again = await buildTestApp({
        database: first.database,
        env: { SILLAGE_ADMIN_EMAIL: 'other@example.org', SILLAGE_ADMIN_PASSWORD: NEW_PASSWORD },
      });
      await again.close();
      expect(await first.app.repositories.users.count()).toBe(1);
    } finally {
      await first.close();
    }
  });

  it('leaves existing accounts alone', async () => {
    const testApp = await buildTestApp();
    try {
      await createUser(testApp.app, 'someone@example.org');
      const second = await buildTestApp({
        database: testApp.database,
        env: { SILLAGE_ADMIN_EMAIL: 'boot@example.org', SILLAGE_ADMIN_PASSWORD: NEW_PASSWORD },
      });
      await second.close();
      expect(await testApp.app.repositories.users.findByEmail('boot@example.org')).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });
});
