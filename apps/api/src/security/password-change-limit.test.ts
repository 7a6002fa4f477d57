import { basicAuth, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const NEW_PASSWORD = 'a brand new long password';

/**
 * Issue 19, item 11: changing one's password (`POST /api/admin/profile` with `oldPassword`) has
 * an attempt limit, as sign-in has: a borrowed session cannot guess the password at full speed.
 */
describe('password change attempts', () => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    clock = new Date('2026-11-28T10:00:00Z');
    t = await buildTestApp({
      env: { SILLAGE_AUTH_RATE_LIMIT: '3' },
      dependencies: { now: () => clock },
    });
    await createUser(t.app, 'owner@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (oldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: { authorization: basicAuth('owner@example.org') },
      payload: {
        section: 'password',
        oldPassword,
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
    });

  it('refuses every attempt for the rest of the minute after too many wrong old passwords', async () => {
    for (const guess of ['guess one', 'guess two', 'guess three']) {
      const wrong = await change(guess);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: 'wrongPassword' });
    }
    // Even the right one: the answer must not tell a good guess from a bad one.
    const limited = await change(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await change('guess four')).statusCode).toBe(429);

    clock = new Date(clock.getTime() + 61_000);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(204);
  });
});
