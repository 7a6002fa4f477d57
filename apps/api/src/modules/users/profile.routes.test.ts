import type { InjectOptions } from 'fastify';
import { basicAuth, createUser, signInCookie, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const NEW_PASSWORD = 'another long password';

describe('POST /api/admin/profile', () => {
  let testApp: TestApp;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const update = (payload: object, headers: Record<string, string>) =>
    inject({ method: 'POST', url: '/api/admin/profile', headers, payload });

  beforeAll(async () => {
    testApp = await buildTestApp();
    await createUser(testApp.app, 'profile@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it.each([true, false])('switches job notifications to %s', async (notifiate) => {
    const cookie = await signInCookie(testApp.app, 'profile@example.org');
    const response = await update(
      { user: { username: 'x' }, section: 'notifications', notifiate },
      { cookie },
    );
    expect(response.statusCode).toBe(204);
    const session = await inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ notify: notifiate });
  });

  it('answers 401 when anonymous', async () => {
    const response = await update({ section: 'notifications', notifiate: true }, {});
    expect(response.statusCode).toBe(401);
  });

  it.each([
    // The reference's key for a section it does not know (its client's errors.badSection).
    [{ section: 'colour', value: 'blue' }, 'badSection'],
    [{ notifiate: true }, 'badSection'],
    [{ section: 'notifications' }, 'fillAllFields'],
    [
      {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: 'different one',
      },
      'passwordDoesNotMatch',
    ],
    [
      {
        section: 'password',
        oldPassword: 'wrong old one',
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
      'wrongPassword',
    ],
    [
      { section: 'password', oldPassword: TEST_PASSWORD, newPassword: 'short', confirm: 'short' },
      'passwordTooShort',
    ],
  ])('answers 400 for %j', async (payload, message) => {
    const response = await update(payload, { authorization: basicAuth('profile@example.org') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await signInCookie(testApp.app, 'profile@example.org');
    const elsewhere = await signInCookie(testApp.app, 'profile@example.org');
    const response = await update(
      {
        section: 'password',
        oldPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
      },
      { cookie: here },
    );
    expect(response.statusCode).toBe(204);
    const renewed = String(response.headers['set-cookie']).split(';', 1)[0]!;
    const mine = await inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: renewed },
    });
    expect(mine.statusCode).toBe(200);
    const other = await inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: elsewhere },
    });
    expect(other.statusCode).toBe(401);
    await signInCookie(testApp.app, 'profile@example.org', NEW_PASSWORD);
  });

  // The account's language is the one its user last read the interface in: mails follow it.
  describe("and the account's language, as the interface tells it", () => {
    const storedLocale = async (email: string) =>
      (await testApp.app.repositories.users.findByEmail(email))?.locale;
    const logIn = (email: string, extra: object = {}, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { userid: email, password: TEST_PASSWORD, ...extra },
      });

    beforeAll(async () => {
      for (const email of [
        'untold@example.org',
        'body@example.org',
        'cookie@example.org',
        'script@example.org',
        'switch@example.org',
      ]) {
        await createUser(testApp.app, email);
      }
    });

    it('is French for an account no interface has told about', async () => {
      expect(await storedLocale('untold@example.org')).toBe('fr');
    });

    it('is stored at sign-in from the language the body tells', async () => {
      expect((await logIn('body@example.org', { locale: 'en' })).statusCode).toBe(200);
      expect(await storedLocale('body@example.org')).toBe('en');
      expect((await logIn('body@example.org', { locale: 'fr' })).statusCode).toBe(200);
      expect(await storedLocale('body@example.org')).toBe('fr');
    });

    // A browser that never chose a language carries the default in that cookie: signing in from
    // it must not turn an English account's mails French.
    it("is not changed at sign-in by the interface's cookie alone", async () => {
      await testApp.app.repositories.users.update(
        (await testApp.app.repositories.users.findByEmail('cookie@example.org'))!.id,
        { locale: 'en' },
      );
      const response = await logIn('cookie@example.org', {}, { cookie: 'sillage_i18n=fr' });
      expect(response.statusCode).toBe(200);
      expect(await storedLocale('cookie@example.org')).toBe('en');
    });

    it("is stored at sign-in from the interface's cookie when it was picked there", async () => {
      const picked = { cookie: 'sillage_i18n=fr; sillage_i18n_chosen=true' };
      expect((await logIn('cookie@example.org', {}, picked)).statusCode).toBe(200);
      expect(await storedLocale('cookie@example.org')).toBe('fr');
    });

    it('stays as it is when a client tells no language, or an unknown one', async () => {
      await testApp.app.repositories.users.update(
        (await testApp.app.repositories.users.findByEmail('script@example.org'))!.id,
        { locale: 'en' },
      );
      expect((await logIn('script@example.org')).statusCode).toBe(200);
      expect(
        (await logIn('script@example.org', {}, { cookie: 'sillage_i18n=de' })).statusCode,
      ).toBe(200);
      expect(await storedLocale('script@example.org')).toBe('en');
    });

    it('changes when the signed-in user switches the interface language', async () => {
      const cookie = await signInCookie(testApp.app, 'switch@example.org');
      const switchTo = (locale: string) =>
        inject({
          method: 'POST',
          url: '/api/admin/profile',
          headers: { cookie },
          payload: { section: 'locale', locale },
        });
      expect((await switchTo('en')).statusCode).toBe(204);
      expect(await storedLocale('switch@example.org')).toBe('en');
      expect((await switchTo('de')).statusCode).toBe(400);
      expect(await storedLocale('switch@example.org')).toBe('en');
      expect((await switchTo('fr')).statusCode).toBe(204);
      expect(await storedLocale('switch@example.org')).toBe('fr');
    });

    it('cannot be switched without signing in', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/admin/profile',
        payload: { section: 'locale', locale: 'en' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
