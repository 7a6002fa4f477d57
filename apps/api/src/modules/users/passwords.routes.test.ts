import type { InjectOptions } from 'fastify';
import { hashPassword } from '@sillage/db';
import { createUser, signInCookie, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  decodeMailSubject,
  decodeMailText,
  startSmtpTestServer,
  type SmtpTestServer,
} from '@sillage/mail/testing';
import { hashResetToken } from './passwords.service.js';

const NEW_PASSWORD = 'my new long password';

describe('password routes', () => {
  let smtp: SmtpTestServer;
  let testApp: TestApp;
  let clock: Date;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    clock = new Date();
    testApp = await buildTestApp({
      env: { SMTP_URL: smtp.url, SILLAGE_PUBLIC_URL: 'https://sillage.example.org' },
      dependencies: { now: () => clock },
    });
    await createUser(testApp.app, 'reader@example.org');
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  /** `askerLocale`: the language of whoever asks, which the mail must not follow. */
  async function requestLink(askerLocale?: 'fr' | 'en'): Promise<string> {
    const before = smtp.messages.length;
    const response = await inject({
      method: 'POST',
      url: '/api/admin/passwords',
      payload: { username: 'reader@example.org', locale: askerLocale },
    });
    expect(response.statusCode).toBe(204);
    const messages = await smtp.waitForMessages(before + 1);
    const text = decodeMailText(messages[before]!.raw);
    const match = /https:\/\/sillage\.example\.org\/password\/([\w-]+)/.exec(text);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  const reset = (uuid: string, password = NEW_PASSWORD, passwordConfirm = password) =>
    inject({
      method: 'PUT',
      url: '/api/admin/passwords',
      payload: { credentials: { password, passwordConfirm }, uuid },
    });

  it('mails a reset link, and stores only a digest of the token', async () => {
    const token = await requestLink();
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(['reader@example.org']);
    const row = await testApp.app.repositories.users.findWithSecretsByEmail('reader@example.org');
    expect(row!.resetTokenHash).toBe(hashResetToken(token));
    expect(row!.resetTokenHash).not.toContain(token);
  });

  it.each([
    ['fr', 'en', '[Sillage] Réinitialisation de votre mot de passe', 'Bonjour,'],
    ['en', 'fr', '[Sillage] Reset your password', 'Hello,'],
  ] as const)(
    "mails the link in the account's language (%s), not the asker's (%s)",
    async (accountLocale, askerLocale, subject, greeting) => {
      const reader = await testApp.app.repositories.users.findByEmail('reader@example.org');
      await testApp.app.repositories.users.update(reader!.id, { locale: accountLocale });
      try {
        await requestLink(askerLocale);
        const mail = smtp.messages.at(-1)!;
        expect(decodeMailSubject(mail.raw)).toBe(subject);
        expect(decodeMailText(mail.raw)).toContain(greeting);
      } finally {
        await testApp.app.repositories.users.update(reader!.id, { locale: 'fr' });
      }
    },
  );

  it('answers 204 for an unknown account and mails nothing', async () => {
    const before = smtp.messages.length;
    const response = await inject({
      method: 'POST',
      url: '/api/admin/passwords',
      payload: { username: 'ghost@example.org', locale: 'en' },
    });
    expect(response.statusCode).toBe(204);
    // A mail for a known account sent afterwards arrives alone: nothing was queued for the ghost.
    await requestLink();
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('answers 400 without a username', async () => {
    const response = await inject({ method: 'POST', url: '/api/admin/passwords', payload: {} });
    expect(response.statusCode).toBe(400);
  });

  it('refuses two different passwords without using the token', async () => {
    const token = await requestLink();
    const mismatch = await reset(token, NEW_PASSWORD, 'another password');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: 'passwordDoesNotMatch' });
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('sets the new password once, ending existing sessions', async () => {
    const reader = await testApp.app.repositories.users.findByEmail('reader@example.org');
    await testApp.app.repositories.users.update(reader!.id, {
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const cookie = await signInCookie(testApp.app, 'reader@example.org');
    const token = await requestLink();
    expect((await reset(token)).statusCode).toBe(204);
    await signInCookie(testApp.app, 'reader@example.org', NEW_PASSWORD);
    const oldSession = await inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(oldSession.statusCode).toBe(401);

    // Used, not expired: the page must not send the user looking at the clock (QA B item 9).
    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 410, kind: 'GONE', message: 'resetLinkUsed' });
  });

  it('tells whether a link still works before the form is sent, without using it', async () => {
    const check = (token: string) =>
      inject({ method: 'GET', url: `/api/admin/passwords/${encodeURIComponent(token)}` });
    const token = await requestLink();
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    expect((await reset(token)).statusCode).toBe(204);
    const used = await check(token);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ message: 'resetLinkUsed' });
    expect((await check('made-up-token')).json()).toMatchObject({ message: 'resetLinkUnknown' });
    const old = await requestLink();
    clock = new Date(clock.getTime() + 61 * 60_000);
    try {
      expect((await check(old)).json()).toMatchObject({ code: 410, message: 'expirationDate' });
    } finally {
      clock = new Date();
    }
  });

  it('answers 410 expirationDate once the link is more than an hour old', async () => {
    const token = await requestLink();
    clock = new Date(clock.getTime() + 61 * 60_000);
    try {
      const response = await reset(token);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ message: 'expirationDate' });
    } finally {
      clock = new Date();
    }
  });

  it('answers 410 resetLinkUnknown for a made-up token, and for one a newer link replaced', async () => {
    const response = await reset('made-up-token');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ message: 'resetLinkUnknown' });

    const replaced = await requestLink();
    await requestLink();
    const old = await reset(replaced);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ message: 'resetLinkUnknown' });
  });
});

describe('password routes without mail', () => {
  it('answers 503 mailUnavailable when no SMTP server is configured', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/passwords',
        payload: { username: 'anyone@example.org', locale: 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'mailUnavailable' });
    } finally {
      await testApp.close();
    }
  });
});
