import { basicAuth, createUser, signInCookie } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * The web client trims the password it signs in with (as the reference's does) but sends a new
 * one as typed, and keyboards give "é" as one code point or as "e" plus an accent. Every password
 * is therefore compared as the server normalises it (surrounding white space dropped, Unicode
 * NFC), wherever it was set and however it is sent: otherwise an account made with a trailing
 * space, or an accent typed another way, can never sign in.
 */
describe('passwords are normalised wherever they are set or checked', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SILLAGE_OPEN_REGISTRATION: 'true' } });
    await createUser(t.app, 'admin@example.org', 'admin');
    adminCookie = await signInCookie(t.app, 'admin@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (userid: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userid, password } });

  it('signs in with the trimmed form of a password registered with spaces around it', async () => {
    const password = '  spaced secret  ';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { userid: 'spaces@example.org', password, confirm: password },
    });
    expect(registered.statusCode).toBe(201);
    expect((await signIn('spaces@example.org', password.trim())).statusCode).toBe(200);
    expect((await signIn('spaces@example.org', password)).statusCode).toBe(200);
  });

  it('signs in with an accent typed as a combining mark on an account made with a precomposed one', async () => {
    const composed = 'mot de passe élevé'.normalize('NFC');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: adminCookie },
      payload: { userid: 'accents@example.org', password: composed },
    });
    expect(created.statusCode).toBe(201);
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect((await signIn('accents@example.org', decomposed)).statusCode).toBe(200);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: basicAuth('accents@example.org', decomposed) },
    });
    expect(basic.statusCode).toBe(200);
  });

  it('counts the length of a new password without the spaces around it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: {
        userid: 'short@example.org',
        password: '      abc      ',
        confirm: '      abc      ',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'passwordTooShort' });
  });

  it('still tells different passwords apart', async () => {
    expect((await signIn('spaces@example.org', 'spacedsecret')).statusCode).toBe(401);
  });
});
