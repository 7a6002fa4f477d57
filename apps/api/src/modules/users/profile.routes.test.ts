import type { InjectOptions } from 'fastify';
import { basicAuth, createUser, signInCookie, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const NEW_PASSWORD = 'another long password';

describe('POST /api/admin/profile', () => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const update = (payload: object, headers: Record<string, string>) =>
    inject({ method: 'POST', url: '/api/admin/profile', headers, payload });

  beforeAll(async () => {
    testApp = await buildTestApp();
    await createUser(testApp.app, 'profile@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([true, false])('switches job notifications to %s', async (notifiate) => {
    const cookie = await signInCookie(testApp.app, 'profile@example.org');
    const response = await update(
      { user: { username: 'x' }, section: 'notifications', notifiate },
      { cookie },
    );
    expect(response.statusCode).toBe(204);
    const session = await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ notify: notifiate });
  });

  it('answers 401 when anonymous', async () => {
    const response = await update({ section: 'notifications', notifiate: true }, {});
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ section: 'colour', value: 'blue' }, 'fillAllFields'],
    [{ section: 'notifications' }, 'fillAllFields'],
    [
      {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: 'different one',
      },
      'passwordDoesNotMatch',
    ],
    [
      {
        section: 'password',
        oldPassword: 'wrong old one',
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
      'wrongPassword',
    ],
    [
      { section: 'password', oldPassword: TEST_PASSWORD, newPassword: 'short', confirm: 'short' },
      'passwordTooShort',
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await update(payload, { authorization: basicAuth('profile@example.org') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await signInCookie(testApp.app, 'profile@example.org');
    const elsewhere = await signInCookie(testApp.app, 'profile@example.org');
    const response = await update(
      {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
      { cookie: here },
    );
    expect(response.statusCode).toBe(204);
    const renewed = String(response.headers['set-cookie']).split(';', 1)[0]!;
    const mine = await inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: renewed },
    });
    expect(mine.statusCode).toBe(200);
    const other = await inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: elsewhere },
    });
    expect(other.statusCode).toBe(401);
    await signInCookie(testApp.app, 'profile@example.org', NEW_PASSWORD);
  });
});
