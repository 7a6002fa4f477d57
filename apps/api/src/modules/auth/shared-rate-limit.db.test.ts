// Two api apps over one database stand for two api processes: the login, password-reset and
// HTTP Basic limits must count the attempts made on either.
import type { InjectOptions } from 'fastify';
import { createTestDatabase, testDrivers } from '@sillage/db/testing';
import type { AppDatabase, DatabaseDriver } from '@sillage/db';
import { ApiErrorSchema } from '@sillage/shared-types';
import { basicAuth } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

jest.setTimeout(120_000);

describe.each(testDrivers())(
  'rate limits shared by api processes on %s',
  (driver: DatabaseDriver) => {
    let database: AppDatabase;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase(driver);
      const env = { SILLAGE_AUTH_RATE_LIMIT: '3' };
      first = await buildTestApp({ database, env });
      second = await buildTestApp({ database, env });
    });

    afterAll(async () => {
      await first.close();
      await second.close();
      await database.close();
    });

    const statusOn = async (app: TestApp, request: InjectOptions) =>
      (await app.app.inject(request)).statusCode;

    it('counts sign-in attempts made on one process on the other', async () => {
      const login: InjectOptions = {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.0.1',
        payload: { userid: 'nobody@example.org', password: 'whatever-password' },
      };
      const statuses = [
        await statusOn(first, login),
        await statusOn(second, login),
        await statusOn(first, login),
      ];
      expect(statuses).toEqual([401, 401, 401]);
      const limited = await second.app.inject(login);
      expect(limited.statusCode).toBe(429);
      expect(ApiErrorSchema.parse(limited.json())).toMatchObject({
        code: 429,
        kind: 'RATE_LIMITED',
      });
      expect(await statusOn(first, login)).toBe(429);
      // Another address has its own count.
      expect(await statusOn(second, { ...login, remoteAddress: '10.1.0.2' })).toBe(401);
    });

    it('counts password-reset requests made on one process on the other', async () => {
      const reset: InjectOptions = {
        method: 'POST',
        url: '/api/admin/passwords',
        remoteAddress: '10.1.0.3',
        payload: { username: 'nobody@example.org' },
      };
      const statuses = [
        await statusOn(second, reset),
        await statusOn(first, reset),
        await statusOn(second, reset),
      ];
      expect(statuses).not.toContain(429);
      expect(await statusOn(first, reset)).toBe(429);
    });

    it('counts wrong HTTP Basic credentials tried on one process on the other', async () => {
      const guess = (app: TestApp, index: number) =>
        statusOn(app, {
          url: '/api/auth/session',
          remoteAddress: '10.1.0.4',
          headers: { authorization: basicAuth('nobody@example.org', `guess ${index}`) },
        });
      expect([await guess(first, 0), await guess(second, 1), await guess(first, 2)]).toEqual([
        401, 401, 401,
      ]);
      const blocked = await second.app.inject({
        url: '/api/auth/session',
        remoteAddress: '10.1.0.4',
        headers: { authorization: basicAuth('nobody@example.org', 'guess 3') },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);
