import { basicAuth, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { ACCOUNT_BUDGET_FACTOR, ADDRESS_BUDGET_FACTOR } from '../modules/auth/guessing-budget.js';

const LIMIT = 3;
/** Wrong passwords one account may get a minute, from any number of addresses. */
const ACCOUNT_LIMIT = LIMIT * ACCOUNT_BUDGET_FACTOR;
/** Wrong passwords one address may give a minute, whatever the accounts. */
const ADDRESS_LIMIT = LIMIT * ADDRESS_BUDGET_FACTOR;

/**
 * Wrong passwords are counted per client address and per account, over one minute, by HTTP Basic
 * and the sign-in form alike: a few mistakes pass, a guesser is stopped whether it keeps one
 * address or spreads its guesses over many (a botnet, a pool of proxies) against one account;
 * one address alone cannot use up an account's budget and lock its owner out.
 */
describe('guessing budget per address and per account', () => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    clock = new Date('2026-12-01T10:00:00Z');
    t = await buildTestApp({
      env: { SILLAGE_AUTH_RATE_LIMIT: String(LIMIT) },
      dependencies: { now: () => clock },
    });
    for (const email of [
      'victim@example.org',
      'other@example.org',
      'typist@example.org',
      'colleague@example.org',
    ]) {
      await createUser(t.app, email);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const viaBasic = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      remoteAddress,
      headers: { authorization: basicAuth(email, password) },
    });
  const viaForm = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { userid: email, password },
    });

  it('signs in with the right password after one or two wrong tries', async () => {
    expect((await viaBasic('192.0.2.1', 'typist@example.org', 'typo')).statusCode).toBe(401);
    expect((await viaBasic('192.0.2.1', 'typist@example.org', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await viaForm('192.0.2.1', 'typist@example.org', 'typo again')).statusCode).toBe(401);
    expect((await viaForm('192.0.2.1', 'typist@example.org', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops guesses at one account spread over many addresses, and only for that account', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < ACCOUNT_LIMIT; guess += 1) {
      const address = `203.0.113.${String(guess + 1)}`;
      const response =
        guess % 2 === 0
          ? await viaBasic(address, 'victim@example.org', `guess ${String(guess)}`)
          : await viaForm(address, 'Victim@Example.org', `guess ${String(guess)}`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array<number>(ACCOUNT_LIMIT).fill(401));
    // A fresh address, the right password: refused too, or the answer would tell a good guess.
    const basic = await viaBasic('203.0.113.50', 'victim@example.org', TEST_PASSWORD);
    expect(basic.statusCode).toBe(429);
    expect(Number(basic.headers['retry-after'])).toBeGreaterThan(0);
    expect((await viaForm('203.0.113.51', 'victim@example.org', TEST_PASSWORD)).statusCode).toBe(
      429,
    );
    // Another account from the same addresses is not held up.
    expect((await viaBasic('203.0.113.50', 'other@example.org', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
    // The next window starts afresh.
    clock = new Date(clock.getTime() + 61_000);
    expect((await viaBasic('203.0.113.50', 'victim@example.org', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('does not let one address lock an account out', async () => {
    const address = '198.51.100.66';
    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await viaBasic(address, 'other@example.org', 'guess')).statusCode).toBe(401);
    }
    expect((await viaBasic(address, 'other@example.org', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await viaBasic('198.51.100.67', 'other@example.org', TEST_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it("stops one person's typos at a shared address, not their colleagues' sign-ins there", async () => {
    // A library's staff behind one proxy or NAT address.
    const address = '198.51.100.88';
    for (let guess = 0; guess < LIMIT; guess += 1) {
      expect((await viaForm(address, 'typist@example.org', 'typo')).statusCode).toBe(401);
    }
    expect((await viaForm(address, 'typist@example.org', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await viaForm(address, 'colleague@example.org', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await viaBasic(address, 'colleague@example.org', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('signs in a whole shared address at once, more than one person would', async () => {
    const address = '198.51.100.99';
    const statuses: number[] = [];
    for (let signIn = 0; signIn < LIMIT * 2; signIn += 1) {
      const email = signIn % 2 === 0 ? 'colleague@example.org' : 'other@example.org';
      statuses.push((await viaForm(address, email, TEST_PASSWORD)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(LIMIT * 2).fill(200));
  });

  it('still stops a guesser that keeps one address, whatever accounts it tries', async () => {
    const address = '198.51.100.77';
    for (let guess = 0; guess < ADDRESS_LIMIT; guess += 1) {
      const email = `nobody${String(guess)}@example.org`;
      expect((await viaBasic(address, email, 'guess')).statusCode).toBe(401);
    }
    expect((await viaBasic(address, 'other@example.org', TEST_PASSWORD)).statusCode).toBe(429);
    expect((await viaForm(address, 'other@example.org', TEST_PASSWORD)).statusCode).toBe(429);
  });
});
