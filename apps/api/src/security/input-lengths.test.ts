import { createUser, signInCookie } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * E-mail addresses are bounded as SMTP bounds them (RFC 5321: 64 characters before the "@", 254
 * in all): a longer one can receive no mail (no reset link, no notification) and stretched the
 * users table past its Group and Actions columns. Such an address is an `invalidAddress`.
 */
describe('length of account addresses', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.app, 'admin@example.org', 'admin');
    adminCookie = await signInCookie(t.app, 'admin@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (userid: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: adminCookie },
      payload: { userid, password: 'long enough password' },
    });

  it.each([
    ['a part before "@" over 64 characters', `${'a'.repeat(65)}@example.org`],
    [
      'an address over 254 characters',
      `${'a'.repeat(60)}@${Array.from({ length: 4 }, () => 'b'.repeat(60)).join('.')}.org`,
    ],
  ])('refuses %s as invalidAddress', async (_case, userid) => {
    const response = await create(userid);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'invalidAddress' });
  });

  it('accepts the longest valid parts', async () => {
    const response = await create(`${'a'.repeat(64)}@example.org`);
    expect(response.statusCode).toBe(201);
  });

  it('refuses a renaming to an over-long address', async () => {
    const target = await createUser(t.app, 'renamed@example.org');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}`,
      headers: { cookie: adminCookie },
      payload: { username: `${'a'.repeat(65)}@example.org` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'invalidAddress' });
  });
});
