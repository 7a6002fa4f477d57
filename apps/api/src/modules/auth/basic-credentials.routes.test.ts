import { hashPassword } from '@sillage/db';
import { basicAuth, createUser, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { verifyCredentials } from './credentials.js';
import { createVerifiedCredentials } from './verified-credentials.js';

/**
 * HTTP Basic remembers a password it checked for a few minutes (ADR 0106): a script polling with
 * its password does not pay an argon2 verification per request, and a changed password or a
 * deleted account still stops the old one at once.
 */
describe('HTTP Basic credentials checked lately', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const viaBasic = (email: string, password: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: basicAuth(email, password) },
    });

  it('verifies a password once, then remembers it; a wrong one is verified every time', async () => {
    await createUser(t.app, 'script@example.org');
    const verified = createVerifiedCredentials(() => new Date());
    const checked: string[] = [];
    const verify = (_hash: string, password: string) => {
      checked.push(password);
      return Promise.resolve(password === TEST_PASSWORD);
    };
    const users = t.app.repositories.users;
    const ask = (password: string) =>
      verifyCredentials(users, 'script@example.org', password, { verified, verify });

    expect((await ask(TEST_PASSWORD))?.email).toBe('script@example.org');
    expect((await ask(TEST_PASSWORD))?.email).toBe('script@example.org');
    expect(await ask('a guess')).toBeUndefined();
    expect(await ask('a guess')).toBeUndefined();
    expect(checked).toEqual([TEST_PASSWORD, 'a guess', 'a guess']);
    // Without the memory (the sign-in form, a password change), every call verifies.
    await verifyCredentials(users, 'script@example.org', TEST_PASSWORD, { verify });
    expect(checked).toHaveLength(4);
  });

  it('refuses the old password as soon as it is changed, and a deleted account at once', async () => {
    const user = await createUser(t.app, 'rotating@example.org');
    expect((await viaBasic('rotating@example.org', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await viaBasic('rotating@example.org', TEST_PASSWORD)).statusCode).toBe(200);

    await t.app.repositories.users.update(user.id, {
      passwordHash: await hashPassword('A-new-password-77'),
    });
    expect((await viaBasic('rotating@example.org', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await viaBasic('rotating@example.org', 'A-new-password-77')).statusCode).toBe(200);

    await t.app.repositories.users.delete(user.id);
    expect((await viaBasic('rotating@example.org', 'A-new-password-77')).statusCode).toBe(401);
  });
});
