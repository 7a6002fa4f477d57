import { randomUUID } from 'node:crypto';
import { signInCookie } from '../test/auth-helpers.js';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

const PORTAL = 'https://portal.example.org';
const LOG =
  '127.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/a HTTP/1.1" 200 100\n';

/**
 * SILLAGE_CORS_ORIGINS lets other sites' pages call the job routes with credentials they send
 * themselves (HTTP Basic); the session cookie is never granted to them. A page of an allowed
 * origin on a sibling host (same site, so the browser does attach the SameSite=Lax cookie) must
 * therefore not run jobs as whoever is signed in to Sillage in that browser.
 */
describe('job routes called from an allowed origin', () => {
  let t: JobTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildJobTestApp({ env: { SILLAGE_CORS_ORIGINS: PORTAL } });
    cookie = await signInCookie(t.app, 'alice@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const fromPortal = (jobId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      headers: { origin: PORTAL, 'sec-fetch-site': 'same-site', ...headers },
      payload: LOG,
    });

  it('do not act with the session cookie the browser attached', async () => {
    const jobId = randomUUID();
    const response = await fromPortal(jobId, { cookie });
    expect(response.statusCode).toBe(401);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeUndefined();
  });

  it('act with the Basic credentials the page sends', async () => {
    const jobId = randomUUID();
    const response = await fromPortal(jobId, {
      cookie,
      authorization: t.auth.alice,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(await t.app.jobRuntime.store.findById(jobId)).toBeDefined();
  });

  it("still act with the cookie for Sillage's own pages", async () => {
    const jobId = randomUUID();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      headers: { cookie, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: LOG,
    });
    expect(response.statusCode).toBe(200);
  });
});
