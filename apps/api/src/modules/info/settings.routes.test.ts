import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import {
  COUNTRY_CODES,
  CustomSettingSchema,
  PredefinedSettingsListingSchema,
  PredefinedSettingsMapSchema,
} from '@sillage/shared-types';
import { createUser, signInCookie } from '../../test/auth-helpers.js';
import { ACCEPTANCE, buildTestApp, type TestApp } from '../../test/build-test-app.js';

const RESOURCES = path.join(ACCEPTANCE, 'resources');

describe('info and settings routes', () => {
  let testApp: TestApp;
  let alice: string;
  let bob: string;
  let admin: string;
  const inject = (options: InjectOptions) => testApp.app.inject(options);

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: {
        SILLAGE_PREDEFINED_SETTINGS: path.join(RESOURCES, 'predefined-settings.json'),
        SILLAGE_COUNTRIES: path.join(RESOURCES, 'countries.json'),
      },
    });
    await createUser(testApp.app, 'alice@example.org');
    await createUser(testApp.app, 'bob@example.org');
    await createUser(testApp.app, 'admin@example.org', 'admin');
    alice = await signInCookie(testApp.app, 'alice@example.org');
    bob = await signInCookie(testApp.app, 'bob@example.org');
    admin = await signInCookie(testApp.app, 'admin@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/info/predefined-settings', () => {
    it('merges the built-in generic settings with the configured file', async () => {
      const response = await inject({ method: 'GET', url: '/api/info/predefined-settings' });
      expect(response.statusCode).toBe(200);
      const settings = PredefinedSettingsMapSchema.parse(response.json());
      expect(settings['00-fr-inist']).toEqual({
        fullName: 'INIST-CNRS',
        country: 'FR',
        headers: { 'Crypted-Fields': 'none' },
      });
      expect(settings['00-00-json-output']?.headers).toEqual({ Accept: 'application/json' });
      expect(settings['10-us-uml']?.headers).toEqual({});
      expect(Object.keys(settings).length).toBeGreaterThan(128);
    });

    // A setting written for the reference may name middlewares of its own that Sillage lacks: a
    // job using it runs without them, which the user should learn when picking it.
    it('says which middlewares of the reference a setting runs without here', async () => {
      const response = await inject({ method: 'GET', url: '/api/info/predefined-settings' });
      const settings = PredefinedSettingsListingSchema.parse(response.json());
      const bibcnrs = settings['00-fr-bibcnrs'];
      expect(bibcnrs?.headers['ezPAARSE-Middlewares']).toBe(
        '(after crossref) ezunpaywall,ebscohost,populate',
      );
      // populate runs here; the other two call services or lists this server does not have.
      expect(bibcnrs?.availability).toEqual({
        canRun: true,
        skippedMiddlewares: ['ezunpaywall', 'ebscohost'],
      });
      expect(settings['00-fr-inist']?.availability).toEqual({ canRun: true });
      expect(settings['00-00-json-output']?.availability).toEqual({ canRun: true });
      // Every predefined setting of the reference's file can be used here, but the one whose
      // Log-Format has an invalid regex (the reference cannot run it either).
      expect(
        Object.entries(settings)
          .filter(([, setting]) => !setting.availability.canRun)
          .map(([id]) => id),
      ).toEqual(['01-fr-univ-orleans-bibliopam']);
    });
  });

  describe('GET /api/info/countries.json', () => {
    it('serves the configured country list', async () => {
      const response = await inject({ method: 'GET', url: '/api/info/countries.json' });
      expect(response.statusCode).toBe(200);
      const countries = response.json<{ fr: string; en: string }[]>();
      expect(countries).toHaveLength(250);
      expect(countries[0]).toEqual({ fr: 'Afghanistan', en: 'Afghanistan' });
    });
  });

  describe('custom settings', () => {
    const url = '/api/info/predefined-settings/custom';
    const list = async (cookie: string) => {
      const response = await inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return z.array(CustomSettingSchema).parse(response.json());
    };
    const create = (cookie: string, settings: object) =>
      inject({ method: 'POST', url, headers: { cookie }, payload: { settings } });

    it('saves settings with their owner', async () => {
      const response = await create(alice, {
        id: 'alice-ezproxy',
        fullName: 'Alice EZproxy',
        country: 'FR',
        headers: { 'Log-Format-ezproxy': '%h %u %t "%r" %s %b', 'Crypted-Fields': 'none' },
      });
      expect(response.statusCode).toBe(201);
      const saved = CustomSettingSchema.parse(response.json());
      const owner = await testApp.app.repositories.users.findByEmail('alice@example.org');
      expect(saved).toMatchObject({ id: 'alice-ezproxy', ownerId: owner!.id, country: 'FR' });
    });

    it('generates an id when none is given', async () => {
      const response = await create(bob, { fullName: 'Bob settings', headers: {} });
      expect(response.statusCode).toBe(201);
      expect(response.json<{ id: string }>().id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['the id of any entry', () => bob, { id: 'alice-ezproxy', fullName: 'Other name' }],
      ['the full name of an own entry', () => alice, { id: 'other-id', fullName: 'Alice EZproxy' }],
    ])('answers 409 already_exists for %s', async (_case, user, settings) => {
      const response = await create(user(), { ...settings, headers: {} });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'already_exists' });
    });

    // Users see only their own entries: refusing a name for one they cannot see would puzzle
    // them, and tell them another account had it.
    it("takes the full name of another user's entry", async () => {
      const response = await create(bob, {
        id: 'bob-ezproxy',
        fullName: 'Alice EZproxy',
        headers: {},
      });
      expect(response.statusCode).toBe(201);
      expect((await list(bob)).map((entry) => entry.id)).toEqual([
        'bob-ezproxy',
        expect.any(String),
      ]);
      const removed = await inject({
        method: 'DELETE',
        url: `${url}/bob-ezproxy`,
        headers: { cookie: bob },
      });
      expect(removed.statusCode).toBe(204);
    });

    it('answers 409 for the full name of a shared (ownerless) entry, which every user sees', async () => {
      const { customSettings } = testApp.app.repositories;
      await customSettings.create(
        { id: 'shared', fullName: 'Shared settings', country: null, headers: {} },
        null,
      );
      try {
        const response = await create(bob, { fullName: 'Shared settings', headers: {} });
        expect(response.statusCode).toBe(409);
        const renamed = await inject({
          method: 'PUT',
          url: `${url}/shared`,
          headers: { cookie: admin },
          payload: { settings: { fullName: 'Alice EZproxy', headers: {} } },
        });
        expect(renamed.statusCode).toBe(409);
      } finally {
        await customSettings.delete('shared');
      }
    });

    it.each([
      ['a predefined key (configured file)', '00-fr-inist'],
      ['a predefined key (built in)', '00-00-ezproxy-default'],
    ])(
      'answers 409 already_exists for the id of %s, which a job would take instead',
      async (_case, id) => {
        const created = await create(bob, { id, fullName: `Bob ${id}`, headers: {} });
        expect(created.statusCode).toBe(409);
        expect(created.json()).toMatchObject({ message: 'already_exists' });
        const renamed = await inject({
          method: 'PUT',
          url: `${url}/alice-ezproxy`,
          headers: { cookie: alice },
          payload: { settings: { fullName: 'Alice EZproxy', headers: {}, newId: id } },
        });
        expect(renamed.statusCode).toBe(409);
        expect(renamed.json()).toMatchObject({ message: 'already_exists' });
      },
    );

    it.each([
      ['no body', undefined],
      ['an empty object', {}],
      ['no full name', { settings: { headers: {} } }],
      ['a header value that is not text', { settings: { fullName: 'X', headers: { Accept: 3 } } }],
      ['an id with a slash', { settings: { id: 'a/b', fullName: 'X', headers: {} } }],
      // Sent as HTTP headers by every job that uses it: more than a server takes.
      [
        'headers longer than a job can send',
        { settings: { fullName: 'X', headers: { 'X-Pad': 'y'.repeat(9_000) } } },
      ],
      [
        'the same header twice in two cases',
        {
          settings: { fullName: 'X', headers: { Accept: 'text/csv', accept: 'application/json' } },
        },
      ],
    ])('answers 400 for %s', async (_case, payload) => {
      const response = await inject({
        method: 'POST',
        url,
        headers: { cookie: alice },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers 400 invalidSettingHeaders, naming the header, for values no job accepts', async () => {
      for (const headers of [
        { Accept: 'text/html' },
        { 'Traces-Level': 'loud' },
        // A format every job using the setting would fail on.
        { 'Log-Format-ezproxy': '%h %{x}<(a)> %t "%r"' },
      ]) {
        const created = await create(bob, { id: 'bob-bad', fullName: 'Bob bad', headers });
        expect(created.statusCode).toBe(400);
        expect(created.json()).toMatchObject({ message: 'invalidSettingHeaders' });
        expect(JSON.stringify(created.json())).toContain(Object.keys(headers)[0]!);
      }
      expect((await list(bob)).map((setting) => setting.id)).not.toContain('bob-bad');
      const replaced = await inject({
        method: 'PUT',
        url: `${url}/alice-ezproxy`,
        headers: { cookie: alice },
        payload: { settings: { fullName: 'Alice EZproxy', headers: { Accept: 'text/html' } } },
      });
      expect(replaced.statusCode).toBe(400);
      expect(replaced.json()).toMatchObject({ code: 4006, message: 'invalidSettingHeaders' });
    });

    it('answers 400 for an empty JSON body', async () => {
      const response = await inject({
        method: 'POST',
        url,
        headers: { cookie: alice, 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['GET', url],
      ['POST', url],
      ['PUT', `${url}/alice-ezproxy`],
      ['DELETE', `${url}/alice-ezproxy`],
    ] as const)('answers 401 to anonymous %s', async (method, target) => {
      const response = await inject({
        method,
        url: target,
        payload: { settings: { fullName: 'X' } },
      });
      expect(response.statusCode).toBe(401);
    });

    it("shows a user their own settings only, and an admin everyone's", async () => {
      expect((await list(alice)).map((entry) => entry.id)).toEqual(['alice-ezproxy']);
      expect((await list(bob)).map((entry) => entry.fullName)).toEqual(['Bob settings']);
      expect((await list(admin)).map((entry) => entry.fullName)).toEqual([
        'Alice EZproxy',
        'Bob settings',
      ]);
    });

    it("refuses to change or delete another user's settings", async () => {
      const put = await inject({
        method: 'PUT',
        url: `${url}/alice-ezproxy`,
        headers: { cookie: bob },
        payload: { settings: { fullName: 'Stolen', headers: {} } },
      });
      expect(put.statusCode).toBe(404);
      const remove = await inject({
        method: 'DELETE',
        url: `${url}/alice-ezproxy`,
        headers: { cookie: bob },
      });
      expect(remove.statusCode).toBe(404);
      expect((await list(alice))[0]?.fullName).toBe('Alice EZproxy');
    });

    it('replaces and renames settings', async () => {
      const response = await inject({
        method: 'PUT',
        url: `${url}/alice-ezproxy`,
        headers: { cookie: alice },
        payload: {
          settings: { newId: 'alice-v2', fullName: 'Alice v2', headers: { Accept: 'text/csv' } },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: 'alice-v2',
        fullName: 'Alice v2',
        headers: { Accept: 'text/csv' },
        country: null,
      });
    });

    it("answers 409 when a change clashes with another of the owner's entries", async () => {
      expect(
        (await create(alice, { id: 'alice-other', fullName: 'Alice other', headers: {} }))
          .statusCode,
      ).toBe(201);
      const rename = (fullName: string) =>
        inject({
          method: 'PUT',
          url: `${url}/alice-v2`,
          headers: { cookie: admin },
          payload: { settings: { fullName, headers: {} } },
        });
      // The admin edits Alice's entry: her names count, not the admin's nor Bob's.
      expect((await rename('Alice other')).statusCode).toBe(409);
      expect((await rename('Bob settings')).statusCode).toBe(200);
      expect((await rename('Alice v2')).statusCode).toBe(200);
      const removed = await inject({
        method: 'DELETE',
        url: `${url}/alice-other`,
        headers: { cookie: alice },
      });
      expect(removed.statusCode).toBe(204);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await inject({
        method: 'PUT',
        url: `${url}/nothing-here`,
        headers: { cookie: alice },
        payload: { settings: { fullName: 'X', headers: {} } },
      });
      expect(response.statusCode).toBe(404);
    });

    it("lets an admin delete anyone's settings", async () => {
      const response = await inject({
        method: 'DELETE',
        url: `${url}/alice-v2`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(204);
      expect(await list(alice)).toEqual([]);
    });

    it("gives a deleted account's entries to the admin, naming one after it where the admin has that name", async () => {
      await createUser(testApp.app, 'carol@example.org');
      const carol = await signInCookie(testApp.app, 'carol@example.org');
      expect(
        (await create(carol, { id: 'carol-a', fullName: 'Mine', headers: {} })).statusCode,
      ).toBe(201);
      expect(
        (await create(carol, { id: 'carol-b', fullName: 'Carol only', headers: {} })).statusCode,
      ).toBe(201);
      expect(
        (await create(admin, { id: 'admin-a', fullName: 'Mine', headers: {} })).statusCode,
      ).toBe(201);
      const account = await testApp.app.repositories.users.findByEmail('carol@example.org');
      const removed = await inject({
        method: 'DELETE',
        url: `/api/admin/users/${account!.id}`,
        headers: { cookie: admin },
      });
      expect(removed.statusCode).toBe(204);
      const owner = await testApp.app.repositories.users.findByEmail('admin@example.org');
      const entries = (await list(admin)).filter((entry) => entry.ownerId === owner!.id);
      expect(entries.map((entry) => [entry.id, entry.fullName]).sort()).toEqual([
        ['admin-a', 'Mine'],
        ['carol-a', 'Mine (carol@example.org)'],
        ['carol-b', 'Carol only'],
      ]);
    });
  });
});

describe('info routes without configured files', () => {
  it('serves the built-in country list and settings', async () => {
    const testApp = await buildTestApp();
    try {
      const countries = await testApp.app.inject({
        method: 'GET',
        url: '/api/info/countries.json',
      });
      // The reference always served one (its resources clone); the web app offers the same codes.
      expect(countries.statusCode).toBe(200);
      const list = countries.json<{ fr: string; en: string; code: string }[]>();
      expect(list).toHaveLength(COUNTRY_CODES.length);
      expect(list).toContainEqual({ fr: 'Allemagne', en: 'Germany', code: 'DE' });
      expect(list).toContainEqual({ fr: 'France', en: 'France', code: 'FR' });
      const settings = await testApp.app.inject({
        method: 'GET',
        url: '/api/info/predefined-settings',
      });
      expect(Object.keys(settings.json<object>())).toContain('00-00-no-anonymization');

      // A configured file that cannot be read stops the start-up, naming the variable and file.
      await expect(
        buildTestApp({
          database: testApp.database,
          env: { SILLAGE_PREDEFINED_SETTINGS: path.join(RESOURCES, 'missing.json') },
        }),
      ).rejects.toThrow(/SILLAGE_PREDEFINED_SETTINGS.*missing\.json/);
    } finally {
      await testApp.close();
    }
  });
});
