import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { ApiErrorSchema, LOCALE_COOKIE_NAME, UserSchema } from '@sillage/shared-types';
import { createUser, signInCookie, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

/**
 * An account's language (ADR 0084) decides the language of its mails. An admin sees it in the
 * users list, chooses it when adding an account (rather than the account staying French until
 * its user first signs in) and may change it.
 */
describe('account language on the admin users routes', () => {
  let testApp: TestApp;
  let adminCookie: string;
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const storedLocale = async (email: string) =>
    (await testApp.app.repositories.users.findByEmail(email))?.locale;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await createUser(testApp.app, 'admin@example.org', 'admin');
    adminCookie = await signInCookie(testApp.app, 'admin@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  const add = (payload: object, cookie = adminCookie) =>
    inject({ method: 'POST', url: '/api/admin/users', headers: { cookie }, payload });
  const edit = (email: string, payload: object) =>
    inject({
      method: 'POST',
      url: `/api/admin/users/${encodeURIComponent(email)}`,
      headers: { cookie: adminCookie },
      payload,
    });

  describe('POST /api/admin/users', () => {
    it.each(['en', 'fr'] as const)(
      'creates an account in the language chosen (%s)',
      async (locale) => {
        const email = `chosen-${locale}@example.org`;
        const response = await add({ userid: email, password: TEST_PASSWORD, locale });
        expect(response.statusCode).toBe(201);
        expect(UserSchema.parse(response.json())).toMatchObject({ username: email, locale });
        expect(await storedLocale(email)).toBe(locale);
      },
    );

    it("takes the admin's interface language when the body tells none", async () => {
      const response = await add(
        { userid: 'from-cookie@example.org', password: TEST_PASSWORD },
        `${adminCookie}; ${LOCALE_COOKIE_NAME}=en`,
      );
      expect(response.statusCode).toBe(201);
      expect(await storedLocale('from-cookie@example.org')).toBe('en');
    });

    it('stays French for a client that tells no language at all (a script)', async () => {
      const response = await add({ userid: 'script@example.org', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ locale: 'fr' });
    });

    it.each(['de', 'EN', '', 42])('answers 400 unsupportedLanguage for %j', async (locale) => {
      const response = await add({ userid: 'babel@example.org', password: TEST_PASSWORD, locale });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json())).toMatchObject({
        statusCode: 400,
        message: 'unsupportedLanguage',
      });
      expect(await storedLocale('babel@example.org')).toBeUndefined();
    });
  });

  describe('POST /api/admin/users/{id}', () => {
    it('changes the language of an account, and only that', async () => {
      await createUser(testApp.app, 'switcher@example.org');
      const response = await edit('switcher@example.org', { locale: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: 'switcher@example.org',
        group: 'user',
        locale: 'en',
      });
      expect(await storedLocale('switcher@example.org')).toBe('en');

      const back = await edit('switcher@example.org', {
        username: 'switcher@example.org',
        locale: 'fr',
      });
      expect(back.json()).toMatchObject({ locale: 'fr' });
      expect(await storedLocale('switcher@example.org')).toBe('fr');
    });

    it('answers 400 unsupportedLanguage for a language the app does not speak', async () => {
      const response = await edit('switcher@example.org', { locale: 'es' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'unsupportedLanguage' });
      expect(await storedLocale('switcher@example.org')).toBe('fr');
    });
  });

  describe('a group other than admin or user', () => {
    it('answers 400 unknownGroup, not "fill in all the fields", on creation and on edit', async () => {
      const created = await add({
        userid: 'grouped@example.org',
        password: TEST_PASSWORD,
        group: 'superadmin',
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ message: 'unknownGroup' });
      await createUser(testApp.app, 'regrouped@example.org');
      const edited = await edit('regrouped@example.org', { group: 'root' });
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toMatchObject({ message: 'unknownGroup' });
    });
  });

  describe('GET /api/admin/users', () => {
    it("shows each account's language", async () => {
      const response = await inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(200);
      const users = z.array(UserSchema.strict()).parse(response.json());
      const localeOf = (email: string) => users.find((user) => user.username === email)?.locale;
      expect(localeOf('admin@example.org')).toBe('fr');
      expect(localeOf('chosen-en@example.org')).toBe('en');
      expect(localeOf('chosen-fr@example.org')).toBe('fr');
      expect(localeOf('from-cookie@example.org')).toBe('en');
    });
  });
});
