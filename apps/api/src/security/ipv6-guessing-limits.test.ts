import { basicAuth, createUser, TEST_PASSWORD } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const LIMIT = 3;

/**
 * The guessing limits count per client address. One IPv6 client holds a whole /64 (2^64
 * addresses, picked at will), so counting each IPv6 address alone would give it an endless supply
 * of fresh counters: IPv6 clients are counted per /64, as IPv4 clients behind one address are.
 */
describe('guessing limits over IPv6', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SILLAGE_AUTH_RATE_LIMIT: String(LIMIT) } });
    await createUser(t.app, 'target@example.org');
    await createUser(t.app, 'bystander@example.org');
  });
  afterAll(async () => {
    await t.close();
  });

  /** `count` addresses of one /64, each written differently. */
  const addressesOf = (prefix: string, count: number) =>
    Array.from(
      { length: count },
      (_, index) => `${prefix}:${(index + 1).toString(16)}:0:0:${(index * 7 + 1).toString(16)}`,
    );

  it('counts sign-in attempts per /64', async () => {
    const statuses: number[] = [];
    for (const remoteAddress of addressesOf('2001:db8:aa:1', LIMIT + 1)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { userid: 'target@example.org', password: 'a wrong guess' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);
  });

  it('counts wrong Basic credentials per /64, IPv4-mapped addresses as their IPv4 one', async () => {
    const statuses: number[] = [];
    for (const remoteAddress of addressesOf('2001:db8:bb:2', LIMIT + 1)) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        remoteAddress,
        headers: { authorization: basicAuth('target@example.org', 'a wrong guess') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);

    for (const remoteAddress of ['192.0.2.7', '192.0.2.7', '192.0.2.7']) {
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        remoteAddress,
        headers: { authorization: basicAuth('target@example.org', 'a wrong guess') },
      });
    }
    const mapped = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      remoteAddress: '::ffff:192.0.2.7',
      headers: { authorization: basicAuth('target@example.org', 'a wrong guess') },
    });
    expect(mapped.statusCode).toBe(429);
  });

  // Another account: guessed at from three networks above, target's own budget is used up.
  it('leaves other /64s and good credentials alone', async () => {
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '2001:db8:aa:9::1',
      payload: { userid: 'bystander@example.org', password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
