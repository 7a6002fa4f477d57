import { createUser } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { decodeMailText, startSmtpTestServer, type SmtpTestServer } from '@sillage/mail/testing';
import { hashResetToken } from '../modules/users/passwords.service.js';

const LIMIT = 2;

/**
 * Reset requests are limited per client address, but anyone may ask for anyone's reset: from
 * many addresses, a stranger could fill a mailbox with reset mails and, each request replacing
 * the previous link, keep the owner's own link from ever working. Each account gets at most
 * SILLAGE_AUTH_RATE_LIMIT reset mails an hour, whoever asks; past that the route still answers
 * 204 (it never says whether an account exists) and the last link mailed keeps working.
 */
describe('reset mails per account', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    clock = new Date('2026-11-30T10:00:00Z');
    t = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        SILLAGE_PUBLIC_URL: 'https://sillage.example.org',
        SILLAGE_AUTH_RATE_LIMIT: String(LIMIT),
      },
      dependencies: { now: () => clock },
    });
    await createUser(t.app, 'victim@example.org');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let nextAddress = 1;
  /** Asks for a reset and waits for the work done after the answer (budget, token, mail). */
  const askReset = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/passwords',
      // A new address each time: the per-address limit is not what is tested here.
      remoteAddress: `10.1.0.${nextAddress++}`,
      payload: { username: 'victim@example.org', locale: 'en' },
    });
    await t.app.backgroundTasks.settled();
    return response;
  };
  const storedDigest = async () =>
    (await t.app.repositories.users.findWithSecretsByEmail('victim@example.org'))?.resetTokenHash;
  const tokenOf = (raw: string) =>
    /https:\/\/sillage\.example\.org\/password\/([\w-]+)/.exec(decodeMailText(raw))?.[1];

  it('mails no more than the budget in an hour and keeps the last link working', async () => {
    for (let index = 0; index < LIMIT; index += 1) {
      expect((await askReset()).statusCode).toBe(204);
    }
    const mails = await smtp.waitForMessages(LIMIT);
    const lastToken = tokenOf(mails[LIMIT - 1]!.raw);
    expect(lastToken).toBeDefined();
    expect(await storedDigest()).toBe(hashResetToken(lastToken!));

    expect((await askReset()).statusCode).toBe(204);
    // The extra request replaced nothing: the link of the last mail still works.
    expect(await storedDigest()).toBe(hashResetToken(lastToken!));
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/passwords',
      payload: {
        credentials: { password: 'a fresh password', passwordConfirm: 'a fresh password' },
        uuid: lastToken,
      },
    });
    expect(reset.statusCode).toBe(204);
  });

  it('mails again once the hour is over', async () => {
    clock = new Date(clock.getTime() + 61 * 60_000);
    const before = await storedDigest();
    expect((await askReset()).statusCode).toBe(204);
    expect(await storedDigest()).not.toBe(before);
  });
});
