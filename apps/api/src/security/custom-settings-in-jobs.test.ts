import { randomUUID } from 'node:crypto';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

const LOG =
  '127.0.0.1 - - [01/Jan/2024:10:00:00 +0100] "GET http://www.example.org/a HTTP/1.1" 200 100\n';

/**
 * A user's saved custom settings are theirs: the settings pages show them to their owner and
 * admins only (and ownerless ones to everyone), and a job naming one by id
 * (`ezPAARSE-Predefined-Settings`) must follow the same rule. Otherwise anyone who learns or
 * guesses an id runs jobs with another user's headers (an enricher account's token among them).
 */
describe('custom settings named by a job', () => {
  let t: JobTestApp;
  beforeAll(async () => {
    t = await buildJobTestApp();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/info/predefined-settings/custom',
      headers: { authorization: t.auth.alice },
      payload: {
        settings: {
          id: 'alice-private',
          fullName: 'Alice private',
          headers: { 'Crossref-Plus-API-Token': 'alice-paid-token' },
        },
      },
    });
    expect(saved.statusCode).toBe(201);
    await t.app.repositories.customSettings.create(
      { id: 'shared-legacy', fullName: 'Shared legacy', country: null, headers: {} },
      null,
    );
    // Saved before the api refused such names, or written into the database by hand.
    await t.app.repositories.customSettings.create(
      {
        id: 'self-anonymous',
        fullName: 'Self anonymous',
        country: null,
        headers: {
          'X-Sillage-Anonymous': 'true',
          Cookie: 'sillage.sid=stolen-session',
          Authorization: 'Basic c3RvbGVuOmNyZWRz',
          'Output-Fields': '+doi',
        },
      },
      null,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const runWith = (authorization: string, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/${randomUUID()}`,
      headers: { authorization, 'ezPAARSE-Predefined-Settings': key },
      payload: LOG,
    });

  it("refuses another user's settings as if they did not exist (4026)", async () => {
    const response = await runWith(t.auth.bob, 'alice-private');
    expect(response.headers['ezpaarse-status']).toBe('4026');
  });

  it('takes them for their owner and for admins, and ownerless ones for everyone', async () => {
    for (const [authorization, key] of [
      [t.auth.alice, 'alice-private'],
      [t.auth.admin, 'alice-private'],
      [t.auth.bob, 'shared-legacy'],
    ] as const) {
      const response = await runWith(authorization, key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ezpaarse-status']).toBeUndefined();
    }
  });

  it('keeps out of the job what no request header could put there', async () => {
    const response = await runWith(t.auth.alice, 'self-anonymous');
    expect(response.statusCode).toBe(200);
    const jobId = response.headers['job-id'];
    expect(typeof jobId).toBe('string');
    const settings = (await t.app.jobRuntime.store.findById(String(jobId)))?.settings ?? {};
    // Marked anonymous, the job would turn public once its owner is deleted.
    expect(settings['x-sillage-anonymous']).toBeUndefined();
    expect(JSON.stringify(settings)).not.toMatch(/stolen/);
    expect(settings['output-fields']).toBe('+doi');
  });

  it.each([
    [{ 'X-Sillage-Anonymous': 'true' }, /server's own/],
    [{ 'Bad Name': 'x' }, /header name/],
    [{ 'X\u0000': 'x' }, /header name/],
    [{ 'Output-Fields': '+a\r\nSet-Cookie: x' }, /line breaks/],
    [
      Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`X-H${String(index)}`, 'v'])),
      /at most 100/,
    ],
  ])('refuses to save headers no request could carry: %j', async (headers, reason) => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/info/predefined-settings/custom',
      headers: { authorization: t.auth.alice },
      payload: { settings: { fullName: `Refused ${randomUUID()}`, headers } },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.body).toMatch(reason);
  });

  it('refuses a name with control or text-direction characters', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/info/predefined-settings/custom',
      headers: { authorization: t.auth.alice },
      payload: { settings: { fullName: 'evil\u202etxt.exe', headers: {} } },
    });
    expect(saved.statusCode).toBe(400);
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'runs a job with a custom setting whose id is %s',
    async (id) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/info/predefined-settings/custom',
        headers: { authorization: t.auth.alice },
        payload: {
          settings: { id, fullName: `Named ${id}`, headers: { 'Output-Fields': '+doi' } },
        },
      });
      expect(saved.statusCode).toBe(201);
      const response = await runWith(t.auth.alice, id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ezpaarse-status']).toBeUndefined();
    },
  );
});
