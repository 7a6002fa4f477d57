import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { SOCKET_RIGHTS_WITHDRAWN, type ServerMessage } from '@sillage/shared-types';
import { basicAuth, createUser, signInCookie } from '../test/auth-helpers.js';
import { buildJobTestApp, type JobTestApp } from '../test/job-test-app.js';

const PER_ADDRESS = 6;

/**
 * Issue 19, item 10: a socket's rights follow its session and account (sign-out, demotion,
 * deletion), and one client address holds a bounded number of sockets, anonymous ones included.
 */
describe('websocket rights after connection', () => {
  let t: JobTestApp;
  let url: string;
  const opened: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildJobTestApp({ env: { SILLAGE_WS_PER_ADDRESS: String(PER_ADDRESS) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    for (const socket of opened) {
      if (socket.readyState === WebSocket.OPEN) {
        socket.terminate();
      }
    }
    await t.close();
  });

  interface Client {
    socket: WebSocket;
    id: string;
    messages: ServerMessage[];
    closed: Promise<number>;
  }

  function connect(headers: Record<string, string> = {}): Promise<Client> {
    const socket = new WebSocket(url, { headers });
    socket.on('error', () => undefined);
    opened.push(socket);
    const messages: ServerMessage[] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    return new Promise((resolve, reject) => {
      socket.on('unexpected-response', (_request, response) => {
        reject(new Error(`refused: ${String(response.statusCode)}`));
      });
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString('utf8')) as ServerMessage;
        messages.push(message);
        if (message.type === 'connected') {
          resolve({ socket, id: message.data, messages, closed });
        }
      });
    });
  }

  const closeAll = async (clients: Client[]) => {
    for (const client of clients) {
      client.socket.close();
      await client.closed;
    }
  };

  it('closes the sockets of a session that signs out', async () => {
    await createUser(t.app, 'shared@example.org');
    const cookie = await signInCookie(t.app, 'shared@example.org');
    const client = await connect({ cookie });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await client.closed).toBe(SOCKET_RIGHTS_WITHDRAWN);
    expect(t.app.liveEvents.get(client.id)).toBeUndefined();
  });

  it('closes the sockets of a deleted account, even one opened with Basic credentials', async () => {
    const gone = await createUser(t.app, 'gone@example.org');
    const client = await connect({ authorization: basicAuth('gone@example.org') });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      headers: { authorization: t.auth.admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await client.closed).toBe(SOCKET_RIGHTS_WITHDRAWN);
  });

  it('stops sending admin-only messages to a demoted admin', async () => {
    const demoted = await createUser(t.app, 'former-admin@example.org', 'admin');
    const cookie = await signInCookie(t.app, 'former-admin@example.org');
    const client = await connect({ cookie });
    expect(t.app.liveEvents.watchJobs(client.id)).toBe(true);
    const change = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${demoted.id}`,
      headers: { authorization: t.auth.admin },
      payload: { group: 'user' },
    });
    expect(change.statusCode).toBe(200);
    // A still-admin socket watching too: when it hears of the next job, the other one would have.
    const admin = await connect({ authorization: t.auth.admin });
    expect(t.app.liveEvents.watchJobs(admin.id)).toBe(true);
    const jobId = randomUUID();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'one\n',
      headers: { authorization: t.auth.bob },
    });
    expect(upload.statusCode).toBe(200);
    await new Promise<void>((resolve) => {
      const check = () => {
        if (admin.messages.some((message) => message.type === 'jobs')) {
          resolve();
        } else {
          admin.socket.once('message', check);
        }
      };
      check();
    });
    expect(client.messages.filter((message) => message.type === 'jobs')).toEqual([]);
    expect(t.app.liveEvents.watchJobs(client.id)).toBe(false);
    await closeAll([client, admin]);
  });

  it('bounds the sockets one address holds, anonymous ones included', async () => {
    const clients: Client[] = [];
    while (t.app.liveEvents.countFrom('127.0.0.1') < PER_ADDRESS) {
      clients.push(await connect());
    }
    await expect(connect()).rejects.toThrow('refused: 429');
    await closeAll(clients.splice(0, 1));
    clients.push(await connect());
    await closeAll(clients);
  });
});
