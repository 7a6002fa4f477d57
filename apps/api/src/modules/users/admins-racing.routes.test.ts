import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

// Two admins acting on each other at the same moment: each was an admin when its request
// began, so without a check at the moment of writing both changes land and the instance is
// left without an admin (and an instance with accounts never gets its start-up admin back).
describe('two admins acting on each other at once', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function twoAdmins(tag: string) {
    const first = await createUser(testApp.app, `first-${tag}@example.org`, 'admin');
    const second = await createUser(testApp.app, `second-${tag}@example.org`, 'admin');
    return { first, second };
  }

  async function adminsAmong(ids: readonly string[]): Promise<number> {
    const users = await testApp.app.repositories.users.list();
    return users.filter((user) => ids.includes(user.id) && user.group === 'admin').length;
  }

  it('never demote each other both: one change lands, the other is refused', async () => {
    const { first, second } = await twoAdmins('demote');
    const demote = (actor: string, target: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target}`,
        headers: { authorization: basicAuth(actor) },
        payload: { group: 'user' },
      });
    const answers = await Promise.all([
      demote(first.email, second.id),
      demote(second.email, first.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(await adminsAmong([first.id, second.id])).toBe(1);
  });

  it('never delete each other both: one account stays, an admin', async () => {
    const { first, second } = await twoAdmins('delete');
    const remove = (actor: string, target: string) =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${target}`,
        headers: { authorization: basicAuth(actor) },
      });
    const answers = await Promise.all([
      remove(first.email, second.id),
      remove(second.email, first.id),
    ]);
    const [won, lost] = answers.map((answer) => answer.statusCode).sort();
    expect(won).toBe(204);
    // The other is refused: as no longer an admin (403) when it was checked after the first
    // delete landed, or as no longer an account (401) when its sign-in came after it.
    expect([401, 403]).toContain(lost);
    expect(await adminsAmong([first.id, second.id])).toBe(1);
  });
});
