import { createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * The public account routes must not tell a visitor which e-mail addresses have an account.
 * While registration is closed, a sign-up answers `registrationClosed` for every address: a 409
 * `userAlreadyExists` for taken ones only would list the instance's accounts to anyone.
 */
describe('account enumeration through public routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createUser(t.app, 'admin@example.org', 'admin');
    await createUser(t.app, 'member@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (userid: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { userid, password: TEST_PASSWORD, confirm: TEST_PASSWORD },
    });

  it('answers a closed sign-up the same for a taken address as for a free one', async () => {
    const taken = await register('Member@example.org');
    const free = await register('nobody@example.org');
    expect(free.statusCode).toBe(403);
    expect({
      status: taken.statusCode,
      message: taken.json<{ message: string }>().message,
    }).toEqual({ status: free.statusCode, message: free.json<{ message: string }>().message });
  });
});
