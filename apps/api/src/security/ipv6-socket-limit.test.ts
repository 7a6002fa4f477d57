import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

const PER_ADDRESS = 2;

/**
 * The websocket cap counts clients as the guessing limits do: one IPv6 client holds a whole /64,
 * so counting single IPv6 addresses would let it open sockets without bound.
 */
describe('websocket cap over IPv6', () => {
  let t: JobTestApp;
  let url: string;
  const opened: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildJobTestApp({
      env: {
        SILLAGE_WS_PER_ADDRESS: String(PER_ADDRESS),
        // The test's sockets arrive from the loopback, acting for the address it forwards.
        SILLAGE_TRUST_PROXY: '127.0.0.1',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    for (const socket of opened) {
      socket.terminate();
    }
    await t.close();
  });

  /** Opens a socket forwarded for `address`: its HTTP status, 101 when it opened. */
  function open(address: string): Promise<number> {
    const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
    opened.push(socket);
    socket.on('error', () => undefined);
    return new Promise((resolve) => {
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
      });
      socket.on('message', () => {
        resolve(101);
      });
    });
  }

  it('counts the sockets of one /64 together, and another /64 apart', async () => {
    const statuses: number[] = [];
    for (const address of ['2001:db8:7:1::a', '2001:db8:7:1:ffff::2', '2001:db8:7:1:0:0:0:c']) {
      statuses.push(await open(address));
    }
    expect(statuses).toEqual([101, 101, 429]);
    expect(await open('2001:db8:7:2::a')).toBe(101);
    // An IPv4-mapped address counts as its IPv4 address.
    expect(await open('192.0.2.9')).toBe(101);
    expect(await open('::ffff:192.0.2.9')).toBe(101);
    expect(await open('::ffff:c000:209')).toBe(429);
  });
});
