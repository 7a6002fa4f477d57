import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { decodeMailText, startSmtpTestServer, type SmtpTestServer } from '@sillage/mail/testing';
import { basicAuth, cookieFrom, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const SESSION_SECRET = 'a-session-secret-for-the-leak-test-0123456789';

/** Every log line the app writes, as text. */
function captureLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, stream };
}

describe('secrets never leave the server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const logs = captureLogs();
  /** Every response body and header set seen during the scenario. */
  const responses: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await buildTestApp({
      env: {
        LOG_LEVEL: 'trace',
        SMTP_URL: smtp.url,
        SESSION_SECRET,
        SILLAGE_PUBLIC_URL: 'https://sillage.example.org',
      },
      dependencies: { logStream: logs.stream },
    });
    await createUser(t.app, 'admin@example.org', 'admin');
    await createUser(t.app, 'reader@example.org');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function record(options: InjectOptions) {
    const response = await t.app.inject(options);
    const { 'set-cookie': _cookie, ...headers } = response.headers;
    responses.push(`${response.statusCode} ${JSON.stringify(headers)} ${response.body}`);
    return response;
  }

  it('walks sign-up, sign-in, Basic, user admin and a password reset', async () => {
    const newPassword = 'a brand new password';
    secrets.push(TEST_PASSWORD, newPassword, SESSION_SECRET, basicAuth('admin@example.org'));

    const login = await record({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userid: 'reader@example.org', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login.headers['set-cookie']);
    secrets.push(cookie.split('=')[1]!);
    await record({ url: '/api/auth/session', headers: { cookie } });
    await record({
      url: '/api/admin/users',
      headers: { authorization: basicAuth('admin@example.org') },
    });
    await record({
      method: 'POST',
      url: '/api/admin/users',
      headers: { authorization: basicAuth('admin@example.org') },
      payload: { userid: 'third@example.org', password: TEST_PASSWORD, group: 'user' },
    });
    await record({
      url: '/api/auth/session',
      headers: { authorization: basicAuth('reader@example.org', 'a wrong guess') },
    });
    secrets.push('a wrong guess');

    const before = smtp.messages.length;
    await record({
      method: 'POST',
      url: '/api/admin/passwords',
      payload: { username: 'reader@example.org' },
    });
    const [mail] = (await smtp.waitForMessages(before + 1)).slice(before);
    const token = /\/password\/([\w-]+)/.exec(decodeMailText(mail!.raw))![1]!;
    secrets.push(token);
    // The browser follows the link to the app: that URL reaches the access log. (Not recorded
    // as a response: without a built web app, the 404 echoes the caller's own URL.)
    await t.app.inject({ url: `/password/${token}` });
    // The page then asks whether the token still works.
    const check = await record({ url: `/api/admin/passwords/${token}` });
    expect(check.statusCode).toBe(204);
    const reset = await record({
      method: 'PUT',
      url: '/api/admin/passwords',
      payload: {
        credentials: { password: newPassword, passwordConfirm: newPassword },
        uuid: token,
      },
    });
    expect(reset.statusCode).toBeLessThan(300);

    const rows = await Promise.all(
      ['admin@example.org', 'reader@example.org', 'third@example.org'].map((email) =>
        t.app.repositories.users.findWithSecretsByEmail(email),
      ),
    );
    for (const row of rows) {
      secrets.push(row!.passwordHash);
      // The salt and digest part alone must not leak either.
      secrets.push(row!.passwordHash.split('$').at(-1)!);
      if (row!.resetTokenHash !== null) {
        secrets.push(row!.resetTokenHash);
      }
    }
    // The reset above consumed the token; ask for another so a live digest exists.
    await record({
      method: 'POST',
      url: '/api/admin/passwords',
      payload: { username: 'third@example.org' },
    });
    await smtp.waitForMessages(before + 2);
    const third = await t.app.repositories.users.findWithSecretsByEmail('third@example.org');
    secrets.push(third!.resetTokenHash!);
    await record({
      url: '/api/admin/users',
      headers: { authorization: basicAuth('admin@example.org') },
    });
  });

  it('puts no password, hash, token, cookie or secret in any response', () => {
    expect(responses.length).toBeGreaterThan(8);
    for (const secret of secrets) {
      expect(responses.filter((response) => response.includes(secret))).toEqual([]);
    }
    expect(responses.join('\n')).not.toMatch(/\$argon2/);
  });

  it('puts none of them in any log line, even at trace level', () => {
    // Request and response lines were written for each call above.
    expect(logs.lines.filter((line) => line.includes('incoming request')).length).toBeGreaterThan(
      8,
    );
    expect(logs.lines.join('')).toContain('/password/***');
    expect(logs.lines.join('')).toContain('/api/admin/passwords/***');
    for (const secret of secrets) {
      expect(logs.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
    expect(logs.lines.join('')).not.toMatch(/\$argon2/);
  });
});

describe('password hashing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores argon2id with at least 19 MiB, 2 passes and a 16-byte salt', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { userid: 'first@example.org', password: TEST_PASSWORD, confirm: TEST_PASSWORD },
    });
    const row = await t.app.repositories.users.findWithSecretsByEmail('first@example.org');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w+/]+)\$([\w+/]+)$/.exec(
      row!.passwordHash,
    );
    expect(match).not.toBeNull();
    const [, memory, passes, lanes, salt] = match!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(Number(lanes)).toBeGreaterThanOrEqual(1);
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
  });
});

describe('session cookie flags', () => {
  async function loginCookie(env: Record<string, string>, headers: Record<string, string> = {}) {
    const t = await buildTestApp({ env });
    try {
      await createUser(t.app, 'reader@example.org');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { userid: 'reader@example.org', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return String(response.headers['set-cookie']);
    } finally {
      await t.close();
    }
  }

  it('is HttpOnly, SameSite=Lax, path / and Secure when forced', async () => {
    // A Secure cookie is only ever handed out over HTTPS (here: through a trusted TLS proxy).
    const cookie = await loginCookie(
      { SILLAGE_COOKIE_SECURE: 'true', SILLAGE_TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(cookie).toMatch(/^sillage\.sid=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
  });

  it('is not Secure over plain HTTP in auto mode, and Secure behind a trusted TLS proxy', async () => {
    expect(await loginCookie({ SILLAGE_COOKIE_SECURE: 'auto' })).not.toMatch(/; Secure/);
    const proxied = await loginCookie(
      { SILLAGE_COOKIE_SECURE: 'auto', SILLAGE_TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(proxied).toMatch(/; Secure/);
    expect(proxied).toMatch(/; HttpOnly/);
  });
});

describe('Strict-Transport-Security', () => {
  let plain: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    proxied = await buildTestApp({ env: { SILLAGE_TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await plain.close();
    await proxied.close();
  });

  it('is sent over HTTPS behind a trusted proxy, never over plain HTTP', async () => {
    const https = await proxied.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({ url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // An untrusted client cannot turn it on (and lock a LAN install out of plain HTTP).
    const spoofed = await plain.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('guessing limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SILLAGE_AUTH_RATE_LIMIT: '3' } });
    await createUser(t.app, 'reader@example.org');
  });
  afterAll(() => t.close());

  it('limits password-reset requests per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/passwords',
        remoteAddress: '10.0.0.1',
        payload: { username: 'reader@example.org' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });

  it('limits token guesses on the reset form per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/passwords',
        remoteAddress: '10.0.0.2',
        payload: {
          credentials: { password: 'long enough one', passwordConfirm: 'long enough one' },
          uuid: `guess-${index}`,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([410, 410, 410, 429]);
  });

  it('limits wrong HTTP Basic credentials per address, on any route, without slowing good ones from elsewhere', async () => {
    const guess = (remoteAddress: string, password: string) =>
      t.app.inject({
        url: '/api/auth/session',
        remoteAddress,
        headers: { authorization: basicAuth('reader@example.org', password) },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await guess('10.0.0.3', `guess ${index}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    // Even the right password is refused from that address until the window ends.
    const blocked = await guess('10.0.0.3', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await guess('10.0.0.4', TEST_PASSWORD)).statusCode).toBe(200);
    // Successes do not count: a script with good credentials is never limited.
    for (let index = 0; index < 5; index += 1) {
      expect((await guess('10.0.0.5', TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});
