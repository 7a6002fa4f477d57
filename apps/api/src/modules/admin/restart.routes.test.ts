import type { InjectOptions } from 'fastify';
import { createJobStore } from '@sillage/jobs';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('POST /api/admin/restart', () => {
  let testApp: TestApp;
  let runningJobs = 0;
  const requestRestart = jest.fn<undefined, []>();
  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const admin = { authorization: basicAuth('admin@example.org') };

  beforeAll(async () => {
    testApp = await buildTestApp({
      dependencies: {
        requestRestart,
        jobActivity: { countJobsInProgress: () => Promise.resolve(runningJobs) },
      },
    });
    await createUser(testApp.app, 'admin@example.org', 'admin');
    await createUser(testApp.app, 'user@example.org');
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(() => {
    requestRestart.mockClear();
    runningJobs = 0;
  });

  it('answers, then asks for the restart', async () => {
    const response = await inject({ method: 'POST', url: '/api/admin/restart', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ restarting: true });
    expect(requestRestart).toHaveBeenCalledTimes(1);
  });

  it('answers 409 jobsRunning while jobs run', async () => {
    runningJobs = 2;
    const response = await inject({ method: 'POST', url: '/api/admin/restart', headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'jobsRunning' });
    expect(requestRestart).not.toHaveBeenCalled();
  });

  it('restarts anyway with force=true', async () => {
    runningJobs = 2;
    const response = await inject({
      method: 'POST',
      url: '/api/admin/restart?force=true',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(requestRestart).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['anonymous', {}, 401],
    ['a plain user', { authorization: basicAuth('user@example.org') }, 403],
  ])('refuses %s', async (_case, headers, status) => {
    const response = await inject({
      method: 'POST',
      url: '/api/admin/restart?force=true',
      headers,
    });
    expect(response.statusCode).toBe(status);
    expect(requestRestart).not.toHaveBeenCalled();
  });

  it('answers 400 for a malformed force value', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/admin/restart?force=maybe',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
  });

  it('counts running jobs from the jobs table by default', async () => {
    const defaults = await buildTestApp({ database: testApp.database });
    try {
      await testApp.app.repositories.jobs.create({
        id: '11111111-1111-4111-8111-111111111111',
        ownerId: null,
        settings: {},
        socketId: null,
      });
      await createJobStore(testApp.database.db).claim(
        '11111111-1111-4111-8111-111111111111',
        'w1',
        new Date(),
      );
      const response = await defaults.app.inject({
        method: 'POST',
        url: '/api/admin/restart',
        headers: admin,
      });
      expect(response.statusCode).toBe(409);
    } finally {
      await defaults.close();
    }
  });
});
