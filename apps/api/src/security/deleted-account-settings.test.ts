import { basicAuth, createUser } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const URL = '/api/info/predefined-settings/custom';

/**
 * Custom settings without an owner are the shared ones every user sees and may use. Deleting an
 * account must not turn its private settings into shared ones (the database only clears their
 * owner): they go to the admin who deleted the account, who could already see them.
 */
describe("a deleted account's custom settings", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.app, 'root@example.org', 'admin');
    await createUser(t.app, 'bystander@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const idsSeenBy = async (email: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { authorization: basicAuth(email) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ id: string; ownerId: string | null }[]>();
  };

  it('stay private: the deleting admin owns them, other users still do not see them', async () => {
    const leaver = await createUser(t.app, 'leaver@example.org');
    const saved = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: basicAuth('leaver@example.org') },
      payload: {
        settings: {
          id: 'leaver-private',
          fullName: 'Leaver private',
          headers: { 'Crossref-Plus-API-Token': 'leaver-paid-token' },
        },
      },
    });
    expect(saved.statusCode).toBe(201);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${leaver.id}`,
      headers: { authorization: basicAuth('root@example.org') },
    });
    expect(deleted.statusCode).toBe(204);

    expect((await idsSeenBy('bystander@example.org')).map(({ id }) => id)).not.toContain(
      'leaver-private',
    );
    const root = await t.app.repositories.users.findByEmail('root@example.org');
    expect((await idsSeenBy('root@example.org')).find(({ id }) => id === 'leaver-private')).toEqual(
      expect.objectContaining({ ownerId: root?.id }),
    );
  });
});
