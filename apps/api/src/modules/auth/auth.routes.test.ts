import type { InjectOptions } from 'fastify';
import { ApiErrorSchema, SessionUserSchema } from '@sillage/shared-types';
import {
  basicAuth,
  cookieFrom,
  createUser,
  signInCookie,
  TEST_PASSWORD,
} from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('auth routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await createUser(testApp.app, 'admin@example.org', 'admin');
    await createUser(testApp.app, 'user@example.org', 'user');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  describe('POST /api/auth/login', () => {
    it('signs in with a token and an httpOnly SameSite=Lax session cookie', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userid: 'USER@example.org ', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ token: string }>().token).toMatch(/^[\w-]{20,}$/);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/^sillage\.sid=/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toContain('Expires');
    });

    it('makes the cookie persistent with remember', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userid: 'user@example.org', password: TEST_PASSWORD, remember: true },
      });
      expect(String(response.headers['set-cookie'])).toContain('Expires=');
    });

    it.each([
      ['a wrong password', { userid: 'user@example.org', password: 'nope-nope' }],
      ['an unknown account', { userid: 'ghost@example.org', password: TEST_PASSWORD }],
    ])('answers 401 badCredentials for %s', async (_case, payload) => {
      const response = await inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(401);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({
        code: 401,
        kind: 'UNAUTHENTICATED',
        message: 'badCredentials',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['no body', undefined],
      ['no password', { userid: 'user@example.org' }],
      ['a non-string user id', { userid: 42, password: 'x' }],
    ])('answers 400 for %s', async (_case, payload) => {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).statusCode).toBe(400);
    });
  });

  describe('GET /api/auth/session', () => {
    it.each([
      ['admin@example.org', 'admin', ['user', 'admin']],
      ['user@example.org', 'user', ['user']],
    ])('returns %s with group %s and scopes %j', async (email, group, scope) => {
      const cookie = await signInCookie(testApp.app, email);
      const response = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const user = SessionUserSchema.parse(response.json());
      expect(user).toMatchObject({ username: email, group, scope, notify: false });
      expect(JSON.stringify(response.json())).not.toMatch(/password|argon2|hash/i);
    });

    it('accepts HTTP Basic credentials', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: basicAuth('user@example.org') },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ username: 'user@example.org' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['a wrong Basic password', basicAuth('user@example.org', 'wrong-password')],
      ['a malformed Basic header', 'Basic !!!'],
    ])('answers 401 with a Basic challenge for %s', async (_case, authorization) => {
      const response = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Basic realm="Sillage"/);
    });

    it('answers 401 without credentials and sets no cookie', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers 401 for a forged cookie', async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: 'sillage.sid=forged.value' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('are stored in the database with their user', async () => {
      const user = await testApp.app.repositories.users.findByEmail('admin@example.org');
      await signInCookie(testApp.app, 'admin@example.org');
      const rows = await testApp.database.db
        .selectFrom('sessions')
        .select(['userId', 'expiresAt'])
        .where('userId', '=', user!.id)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('end with POST /api/auth/logout', async () => {
      const cookie = await signInCookie(testApp.app, 'user@example.org');
      const logout = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
      const after = await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it('logout without a session still answers 204', async () => {
      const response = await inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(204);
    });

    it('are renewed at sign-in (no session fixation)', async () => {
      const first = await signInCookie(testApp.app, 'user@example.org');
      const second = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: first },
        payload: { userid: 'user@example.org', password: TEST_PASSWORD },
      });
      expect(cookieFrom(second.headers['set-cookie'])).not.toBe(first);
    });
  });

  describe('cross-site request protection', () => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Origin null', { origin: 'null' }],
    ])('refuses a cookie-authenticated POST with %s', async (_case, headers) => {
      const cookie = await signInCookie(testApp.app, 'user@example.org');
      const response = await inject({
        method: 'POST',
        url: '/api/admin/profile',
        headers: { cookie, host: 'sillage.local', ...headers },
        payload: { section: 'notifications', notifiate: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'crossOriginRequest' });
    });

    it('accepts the same origin', async () => {
      const cookie = await signInCookie(testApp.app, 'user@example.org');
      const response = await inject({
        method: 'POST',
        url: '/api/admin/profile',
        headers: { cookie, host: 'sillage.local', origin: 'http://sillage.local' },
        payload: { section: 'notifications', notifiate: false },
      });
      expect(response.statusCode).toBe(204);
    });

    it('lets HTTP Basic requests without Origin (scripts) through, not those of another Origin', async () => {
      const send = (headers: Record<string, string>) =>
        inject({
          method: 'POST',
          url: '/api/admin/profile',
          headers: { authorization: basicAuth('user@example.org'), ...headers },
          payload: { section: 'notifications', notifiate: false },
        });
      expect((await send({})).statusCode).toBe(204);
      // A browser adds the Basic credentials it remembers to another site's form post.
      expect((await send({ origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    });
  });
});

describe('auth rate limit', () => {
  it('answers 429 after too many sign-in attempts from one address', async () => {
    const testApp = await buildTestApp({ env: { SILLAGE_AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { userid: 'nobody@example.org', password: 'whatever-password' },
        });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await attempt()).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await attempt();
      expect(ApiErrorSchema.parse(limited.json())).toMatchObject({
        code: 429,
        kind: 'RATE_LIMITED',
      });
    } finally {
      await testApp.close();
    }
  });
});
