import { basicAuth, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const LIMIT = 3;

/**
 * A password can be guessed through the sign-in form or through HTTP Basic on any route. Both
 * draw on one budget of wrong passwords per client address and minute: with a budget each, an
 * attacker alternating the two would guess twice as fast as SILLAGE_AUTH_RATE_LIMIT says.
 */
describe('one guessing budget for the sign-in form and HTTP Basic', () => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    clock = new Date('2026-11-30T10:00:00Z');
    t = await buildTestApp({
      env: { SILLAGE_AUTH_RATE_LIMIT: String(LIMIT) },
      dependencies: { now: () => clock },
    });
    await createUser(t.app, 'target@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  const viaBasic = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      remoteAddress,
      headers: { authorization: basicAuth('target@example.org', password) },
    });
  const viaForm = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { userid: 'target@example.org', password },
    });

  it('counts wrong Basic credentials against the form', async () => {
    const address = '198.51.100.1';
    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await viaBasic(address, `guess ${String(guess)}`)).statusCode).toBe(401);
    }
    const form = await viaForm(address, 'one more guess');
    expect(form.statusCode).toBe(429);
    // The right password too: the answer must not tell a good guess from a bad one.
    expect((await viaForm(address, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts wrong passwords on the form against Basic', async () => {
    const address = '198.51.100.2';
    expect((await viaForm(address, 'first guess')).statusCode).toBe(401);
    expect((await viaForm(address, 'second guess')).statusCode).toBe(401);
    expect((await viaBasic(address, 'third guess')).statusCode).toBe(401);
    expect((await viaBasic(address, 'fourth guess')).statusCode).toBe(429);
  });

  it('lets good sign-ins through within the budget', async () => {
    const address = '198.51.100.3';
    expect((await viaForm(address, 'a typo')).statusCode).toBe(401);
    expect((await viaForm(address, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await viaBasic(address, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
