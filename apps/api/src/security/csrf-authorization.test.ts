import { basicAuth, createUser, signInCookie } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * Issue 19, item 9: an `Authorization` header never lets a cross-site state change through.
 * A page of another site cannot set that header itself without a CORS preflight (granted only to
 * SILLAGE_CORS_ORIGINS, see allowed-origin-cookies.test.ts), so one that arrives cross-site was
 * added by the browser: HTTP Basic credentials it remembers for this server, sent as ambiently as
 * the session cookie. Scripts send no `Origin` and are not concerned.
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
    ['no Authorization header', undefined],
    ['a bogus scheme', 'Bearer not-a-token'],
    ['an empty value', ' '],
    ['malformed Basic credentials', 'Basic !!!'],
    ['wrong Basic credentials', basicAuth('victim@example.org', 'not the password')],
    ['the Basic credentials the browser remembers', basicAuth('victim@example.org')],
  ])('refuses a cross-site POST with the session cookie and %s', async (_name, auth) => {
    const before = await notify();
    const response = await crossSite(auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'crossOriginRequest' });
    expect(await notify()).toBe(before);
  });

  it('lets a script with Basic credentials and no Origin through', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: { authorization: basicAuth('victim@example.org') },
      payload: { section: 'notifications', notifiate: true },
    });
    expect(response.statusCode).toBe(204);
    expect(await notify()).toBe(true);
  });
});
