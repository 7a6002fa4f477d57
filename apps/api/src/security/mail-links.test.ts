import { randomUUID } from 'node:crypto';
import { decodeMailText, startSmtpTestServer, type SmtpTestServer } from '@sillage/mail/testing';
import { createUser } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

/**
 * Issue 19, item 6: a mailed link never comes from the request's Host header, which the caller
 * writes while the mail's recipient trusts it (account takeover through the reset link).
 */
describe('mailed links', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  async function resetMail(t: TestApp, host: string): Promise<string> {
    const before = smtp.messages.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/passwords',
      headers: { host },
      payload: { username: 'victim@example.org', locale: 'en' },
    });
    expect(response.statusCode).toBe(204);
    const messages = await smtp.waitForMessages(before + 1);
    return decodeMailText(messages[before]!.raw);
  }

  describe('without SILLAGE_PUBLIC_URL (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        env: { SMTP_URL: smtp.url, PORT: '3456', SILLAGE_ALLOWED_HOSTS: 'sillage.example.org' },
      });
      await createUser(t.app, 'victim@example.org');
    });
    afterAll(async () => {
      await t.close();
    });

    it('points a reset link requested with a forged Host at the server itself', async () => {
      const text = await resetMail(t, 'evil.example');
      expect(text).not.toContain('evil.example');
      expect(text).toMatch(/http:\/\/localhost:3456\/password\/[\w-]+/);
    });

    it('uses a Host listed in SILLAGE_ALLOWED_HOSTS, and only that one', async () => {
      expect(await resetMail(t, 'sillage.example.org')).toMatch(
        /http:\/\/sillage\.example\.org\/password\/[\w-]+/,
      );
      const lookalike = await resetMail(t, 'sillage.example.org.evil.example');
      expect(lookalike).not.toContain('evil.example');
    });
  });

  it('warns at start-up when mail is on and links can only point at the server itself', async () => {
    const warningsWith = async (env: Record<string, string>) => {
      const logs: string[] = [];
      const t = await buildTestApp({
        env: { SMTP_URL: smtp.url, PORT: '3456', LOG_LEVEL: 'warn', ...env },
        dependencies: { logStream: { write: (line: string) => logs.push(line) } },
      });
      await t.close();
      return logs
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter(({ msg }) => msg.startsWith('mailed links'));
    };
    expect(await warningsWith({})).toEqual([
      expect.objectContaining({
        level: 40,
        msg: expect.stringContaining('http://localhost:3456: set SILLAGE_PUBLIC_URL') as unknown,
      }),
    ]);
    expect(await warningsWith({ SILLAGE_PUBLIC_URL: 'https://sillage.example.org' })).toEqual([]);
    expect(await warningsWith({ SILLAGE_ALLOWED_HOSTS: 'sillage.example.org' })).toEqual([]);
  });

  describe('with SILLAGE_PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        env: { SMTP_URL: smtp.url, SILLAGE_PUBLIC_URL: 'https://sillage.example.org/' },
      });
      await createUser(t.app, 'victim@example.org');
    });
    afterAll(async () => {
      await t.close();
    });

    it('always uses the configured URL', async () => {
      const text = await resetMail(t, 'evil.example');
      expect(text).not.toContain('evil.example');
      expect(text).toMatch(/https:\/\/sillage\.example\.org\/password\/[\w-]+/);
    });
  });

  describe('the job-finished mail', () => {
    let t: JobTestApp;
    beforeAll(async () => {
      t = await buildJobTestApp({ env: { SMTP_URL: smtp.url, PORT: '3456' } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('links to the server itself, whatever Host the job was sent with', async () => {
      const before = smtp.messages.length;
      const jobId = randomUUID();
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/${jobId}`,
        headers: {
          host: 'evil.example',
          authorization: t.auth.alice,
          'ezpaarse-job-notifications': 'mail<victim@example.org>',
        },
        payload: 'a line\n',
      });
      expect(upload.statusCode).toBe(200);
      const messages = await smtp.waitForMessages(before + 1);
      const text = decodeMailText(messages[before]!.raw);
      expect(text).not.toContain('evil.example');
      expect(text).toContain(`http://localhost:3456/report/${jobId}`);
    });
  });
});
