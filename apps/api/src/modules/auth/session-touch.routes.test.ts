import { createUser, sessionCookieLines, signInCookie } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { SESSION_TOUCH_INTERVAL_MS } from './session-store.js';

const HOUR_MS = 3_600_000;

/**
 * Sessions roll, but an unchanged one is stored again at most once per touch interval: before,
 * every answer to a signed-in request wrote the session's row.
 */
describe('a signed-in session is stored again at most once per touch interval', () => {
  let t: TestApp;
  let clock = new Date('2026-06-01T08:00:00Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await buildTestApp({
      env: { SILLAGE_SESSION_IDLE_HOURS: '1' },
      dependencies: { now: () => clock },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionOf = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const storedRows = () =>
    t.database.db.selectFrom('sessions').select(['id', 'data', 'expiresAt']).execute();

  it('writes neither the row nor the cookie within the interval, and both after it', async () => {
    await createUser(t.app, 'touch@example.org');
    // A browser-session cookie: its row expires an idle lifetime after it was stored, by the
    // app's clock (a remembered cookie's expiry follows the cookie library's own clock).
    const cookie = await signInCookie(t.app, 'touch@example.org');
    const atSignIn = JSON.stringify(await storedRows());

    later(SESSION_TOUCH_INTERVAL_MS - 1_000);
    const within = await sessionOf(cookie);
    expect(within.statusCode).toBe(200);
    expect(sessionCookieLines(within)).toEqual([]);
    expect(JSON.stringify(await storedRows())).toBe(atSignIn);

    later(1_000);
    const after = await sessionOf(cookie);
    expect(after.statusCode).toBe(200);
    expect(sessionCookieLines(after)).toHaveLength(1);
    const [before] = JSON.parse(atSignIn) as { expiresAt: string }[];
    const [rolled] = await storedRows();
    expect(new Date(rolled!.expiresAt).getTime()).toBe(
      new Date(before!.expiresAt).getTime() + SESSION_TOUCH_INTERVAL_MS,
    );
  });

  it('keeps a session in use alive past its idle lifetime, and ends it one idle lifetime after its last store', async () => {
    await t.database.db.deleteFrom('sessions').execute();
    await createUser(t.app, 'busy@example.org');
    const cookie = await signInCookie(t.app, 'busy@example.org');
    // A page polling every 25 s for two and a half idle lifetimes.
    for (let elapsed = 0; elapsed < 2.5 * HOUR_MS; elapsed += 25_000) {
      later(25_000);
      expect((await sessionOf(cookie)).statusCode).toBe(200);
    }
    // The last request may have found the session stored up to an interval before: it lives at
    // least an idle lifetime minus the interval after the last request, and no longer than one.
    later(HOUR_MS - SESSION_TOUCH_INTERVAL_MS);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
    const [row] = await storedRows();
    clock = new Date(new Date(row!.expiresAt).getTime());
    expect((await sessionOf(cookie)).statusCode).toBe(401);
  });
});
