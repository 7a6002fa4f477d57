import { cookieFrom, createUser, signInCookie, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { slowRequest, untilSessionLoaded } from '../test/slow-request.js';

const NEW_PASSWORD = 'a brand new long password';

/**
 * Sessions are rolling: every answer stores its session again. A request that was still running
 * when its session ended (sign-out, a password change elsewhere, a reset) must not store it back
 * when it answers: a thief holding a slow request open would otherwise survive every revocation.
 */
describe('an ended session stays ended', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionStatus = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }))
      .statusCode;

  it('after a password change on another device', async () => {
    await createUser(t.app, 'victim@example.org');
    const stolen = await signInCookie(t.app, 'victim@example.org');
    const own = await signInCookie(t.app, 'victim@example.org');
    const slow = slowRequest(t.app, stolen);
    await untilSessionLoaded();

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: { cookie: own },
      payload: {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(204);
    expect(await sessionStatus(stolen)).toBe(401);

    expect((await slow.finish()).statusCode).toBe(204);
    expect(await sessionStatus(stolen)).toBe(401);
  });

  it('after signing out', async () => {
    await createUser(t.app, 'leaver@example.org');
    const cookie = await signInCookie(t.app, 'leaver@example.org');
    const slow = slowRequest(t.app, cookie);
    await untilSessionLoaded();

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);

    expect((await slow.finish()).statusCode).toBe(204);
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('still signs in, keeps a live session rolling, and keeps the changer signed in', async () => {
    await createUser(t.app, 'regular@example.org');
    const cookie = await signInCookie(t.app, 'regular@example.org');
    expect(await sessionStatus(cookie)).toBe(200);
    expect(await sessionStatus(cookie)).toBe(200);

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: { cookie },
      payload: {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(204);
    const next = cookieFrom(change.headers['set-cookie']);
    expect(await sessionStatus(next)).toBe(200);
    expect(await sessionStatus(cookie)).toBe(401);
  });
});
