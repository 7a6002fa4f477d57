import { basicAuth, createUser, signInCookie } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * Issue 19, item 9: the CSRF guard lets a cross-site state change through only when the request
 * authenticated by its own `Authorization` header, never because some such header is present
 * while the session cookie does the acting.
 */
describe('CSRF guard and the Authorization header', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.app, 'victim@example.org');
    cookie = await signInCookie(t.app, 'victim@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const crossSite = (authorization: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        ...(authorization === undefined ? {} : { authorization }),
      },
      payload: { section: 'notifications', notifiate: true },
    });

  const notify = async () =>
    (await t.app.repositories.users.findByEmail('victim@example.org'))?.notify;

  it.each([
    ['no Authorization header', undefined, 403],
    ['a bogus scheme', 'Bearer not-a-token', 403],
    ['an empty value', ' ', 403],
    ['malformed Basic credentials', 'Basic !!!', 401],
    ['wrong Basic credentials', basicAuth('victim@example.org', 'not the password'), 401],
  ])('refuses a cross-site POST with the session cookie and %s', async (_name, auth, status) => {
    const before = await notify();
    const response = await crossSite(auth);
    expect(response.statusCode).toBe(status);
    expect(await notify()).toBe(before);
  });

  it('lets a cross-site POST through when valid Basic credentials authenticate it', async () => {
    const response = await crossSite(basicAuth('victim@example.org'));
    expect(response.statusCode).toBe(204);
    expect(await notify()).toBe(true);
  });
});
