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
});
