import { randomBytes } from 'node:crypto';
import { basicAuth, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { hashResetToken, RESET_TOKEN_TTL_MS } from '../modules/users/passwords.service.js';

const NEW_PASSWORD = 'a brand new long password';

/**
 * A mailed reset link was sent to the address the account had then. When that address changes
 * (an admin moves the account to a new one, often because the old mailbox is no longer the
 * user's) or the user sets a new password themself, a link still waiting in the old mailbox must
 * stop working: it would otherwise take the account over for the rest of its hour.
 */
describe('a pending password reset link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.app, 'root@example.org', 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A link as the reset request mails it, without going through a mail server. */
  const pendingLink = async (userId: string) => {
    const token = randomBytes(32).toString('base64url');
    await t.app.repositories.users.setResetToken(
      userId,
      hashResetToken(token),
      new Date(Date.now() + RESET_TOKEN_TTL_MS),
    );
    return token;
  };

  const useLink = (token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/passwords',
      payload: {
        uuid: token,
        credentials: { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
      },
    });

  it("stops working when an admin changes the account's address", async () => {
    const user = await createUser(t.app, 'old-mailbox@example.org');
    const token = await pendingLink(user.id);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}`,
      headers: { authorization: basicAuth('root@example.org') },
      payload: { username: 'new-mailbox@example.org' },
    });
    expect(moved.statusCode).toBe(200);

    expect((await useLink(token)).statusCode).toBe(410);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userid: 'new-mailbox@example.org', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('stops working when the user changes their password', async () => {
    const user = await createUser(t.app, 'changer@example.org');
    const token = await pendingLink(user.id);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/profile',
      headers: { authorization: basicAuth('changer@example.org') },
      payload: {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: 'the password the user chose',
        confirm: 'the password the user chose',
      },
    });
    expect(changed.statusCode).toBe(204);

    expect((await useLink(token)).statusCode).toBe(410);
  });

  it('still works when only the group or the notification switch changes', async () => {
    const user = await createUser(t.app, 'promoted@example.org');
    const token = await pendingLink(user.id);
    const promoted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}`,
      headers: { authorization: basicAuth('root@example.org') },
      payload: { group: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await useLink(token)).statusCode).toBe(204);
  });
});
