import { SESSION_COOKIE_NAME } from '@sillage/shared-types';
import type { LightMyRequestResponse } from 'fastify';
import {
  createUser,
  sessionCookieLines,
  signInCookie,
  TEST_PASSWORD,
} from '../test/auth-helpers.js';
import { SESSION_TOUCH_INTERVAL_MS } from '../modules/auth/session-store.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { slowRequest, untilSessionLoaded } from '../test/slow-request.js';

/**
 * A browser's cookie for the session, updated by each answer in the order the answers arrive,
 * which is not the order of the requests.
 */
function browserCookie(initial: string) {
  let cookie = initial;
  return {
    get: () => cookie,
    receive(response: LightMyRequestResponse) {
      for (const line of sessionCookieLines(response)) {
        const isClear = /;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(line);
        cookie = isClear ? '' : line.split(';', 1)[0]!;
      }
    },
  };
}

/**
 * Answers reach the browser in any order: a request sent before a sign-out or a sign-in may be
 * answered after it. Such an answer must leave the cookie alone, or the browser loses the session
 * it just got (the e2e first-admin test was sent back to the sign page that way).
 */
describe('answers that arrive late leave the session cookie alone', () => {
  let t: TestApp;
  let clock = new Date('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ dependencies: { now: () => clock } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie === '' ? {} : { cookie } });

  it('a request sent before sign-out and sign-in again, answered after both', async () => {
    await createUser(t.app, 'twice@example.org');
    const browser = browserCookie(await signInCookie(t.app, 'twice@example.org'));
    const slow = slowRequest(t.app, browser.get());
    await untilSessionLoaded();

    browser.receive(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: browser.get() },
      }),
    );
    expect(browser.get()).toBe('');
    browser.receive(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userid: 'twice@example.org', password: TEST_PASSWORD },
      }),
    );
    expect((await get('/api/auth/session', browser.get())).statusCode).toBe(200);

    const late = await slow.finish();
    expect(late.statusCode).toBe(204);
    expect(sessionCookieLines(late)).toEqual([]);
    browser.receive(late);
    expect((await get('/api/auth/session', browser.get())).statusCode).toBe(200);
  });

  it('an answer to an ended session’s cookie does not clear the cookie', async () => {
    await createUser(t.app, 'stale@example.org');
    const stale = await signInCookie(t.app, 'stale@example.org');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: stale } });

    for (const url of ['/api/auth/session', '/api/info/app', '/api/no-such-route']) {
      const response = await get(url, stale);
      expect(sessionCookieLines(response)).toEqual([]);
    }
  });

  it('a live session still rolls its cookie, and sign-out still clears it', async () => {
    await createUser(t.app, 'live@example.org');
    const browser = browserCookie(await signInCookie(t.app, 'live@example.org', undefined, true));
    // Stored at sign-in: the session rolls once it was stored a touch interval ago.
    clock = new Date(clock.getTime() + SESSION_TOUCH_INTERVAL_MS);
    const rolled = await get('/api/auth/session', browser.get());
    expect(rolled.statusCode).toBe(200);
    expect(sessionCookieLines(rolled)).toHaveLength(1);
    expect(sessionCookieLines(rolled)[0]).toMatch(/Expires=/);
    browser.receive(rolled);
    expect((await get('/api/auth/session', browser.get())).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: browser.get() },
    });
    browser.receive(logout);
    expect(browser.get()).toBe('');
    // Sign-out clears even a cookie whose session has already ended.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${SESSION_COOKIE_NAME}=whatever` },
    });
    const clears = sessionCookieLines(again);
    expect(clears.length).toBeGreaterThan(0);
    expect(clears.every((line) => line.startsWith(`${SESSION_COOKIE_NAME}=;`))).toBe(true);
  });
});
