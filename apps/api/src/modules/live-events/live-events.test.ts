import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerMessage } from '@sillage/shared-types';
import { signInCookie } from '../../test/auth-helpers.js';
import { buildJobTestApp, type JobTestApp } from '../../test/job-test-app.js';
import { listenLocally } from '../../test/build-test-app.js';

interface Client {
  socketId: string;
  messages: ServerMessage[];
  socket: WebSocket;
  next(predicate: (message: ServerMessage) => boolean): Promise<ServerMessage>;
}

describe('live events websocket', () => {
  let t: JobTestApp;
  let url: string;
  const clients: WebSocket[] = [];
  beforeAll(async () => {
    t = await buildJobTestApp();
    url = `ws://127.0.0.1:${String(await listenLocally(t.app))}/ws`;
  });
  afterAll(async () => {
    for (const socket of clients) {
      socket.close();
    }
    await t.close();
  });

  async function connect(authorization?: string): Promise<Client> {
    const socket = new WebSocket(url, {
      headers: authorization === undefined ? {} : { authorization },
    });
    clients.push(socket);
    const messages: ServerMessage[] = [];
    const waiters: {
      predicate: (message: ServerMessage) => boolean;
      resolve: (message: ServerMessage) => void;
    }[] = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(message)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
    const next = (predicate: (message: ServerMessage) => boolean) => {
      const found = messages.find(predicate);
      return found
        ? Promise.resolve(found)
        : new Promise<ServerMessage>((resolve) => waiters.push({ predicate, resolve }));
    };
    const connected = await next((message) => message.type === 'connected');
    return {
      socketId: connected.type === 'connected' ? connected.data : '',
      messages,
      socket,
      next,
    };
  }

  const upload = (jobId: string, authorization: string, socketId: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/${jobId}`,
      payload: 'one\ntwo\n',
      headers: { authorization, 'socket-id': socketId },
    });

  it("sends the job's headers, traces, report and final status to the owner's socket", async () => {
    const client = await connect(t.auth.alice);
    expect(client.socketId).toMatch(/^[\w-]{16}$/);
    const jobId = randomUUID();
    expect((await upload(jobId, t.auth.alice, client.socketId)).statusCode).toBe(200);
    const done = await client.next((m) => m.type === 'job:status' && m.data.status === 'completed');
    expect(done).toMatchObject({ jobId });
    const types = client.messages.map((message) => message.type);
    expect(types).toEqual(expect.arrayContaining(['headers', 'logging', 'report', 'job:status']));
    const headers = client.messages.find((message) => message.type === 'headers');
    expect(headers?.type === 'headers' && headers.data['Job-ID']).toBe(jobId);
    const logging = client.messages.find((message) => message.type === 'logging');
    expect(logging?.type === 'logging' && logging.data.message).toBe(`New job with ID: ${jobId}`);
  });

  it('gives nothing of a job to a socket of another user, even named in Socket-ID', async () => {
    const bob = await connect(t.auth.bob);
    const anonymous = await connect();
    const jobId = randomUUID();
    const otherJob = randomUUID();
    expect((await upload(jobId, t.auth.alice, bob.socketId)).statusCode).toBe(200);
    expect((await upload(otherJob, t.auth.alice, anonymous.socketId)).statusCode).toBe(200);
    // A later event of bob's own proves earlier ones had time to arrive.
    const own = randomUUID();
    await upload(own, t.auth.bob, bob.socketId);
    await bob.next(
      (m) => m.type === 'job:status' && m.jobId === own && m.data.status === 'completed',
    );
    expect(bob.messages.filter((m) => 'jobId' in m && m.jobId === jobId)).toEqual([]);
    expect(anonymous.messages.filter((m) => m.type !== 'connected')).toEqual([]);
  });

  it('lets an admin socket watch running jobs, and refuses that to users', async () => {
    const admin = await connect(t.auth.admin);
    admin.socket.send(JSON.stringify({ type: 'watch-jobs' }));
    const user = await connect(t.auth.alice);
    user.socket.send(JSON.stringify({ type: 'watch-jobs' }));
    expect(await user.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      data: 'adminOnly',
    });
    await upload(randomUUID(), t.auth.alice, user.socketId);
    expect(await admin.next((m) => m.type === 'jobs')).toMatchObject({ type: 'jobs' });
  });

  it('answers ping and rejects messages it does not know', async () => {
    const client = await connect(t.auth.alice);
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    client.socket.send('not json');
    expect(await client.next((m) => m.type === 'error')).toEqual({
      type: 'error',
      data: 'invalidMessage',
    });
  });

  it('closes a socket that floods it with messages (1008), as it keeps answering the others', async () => {
    const flooder = await connect(t.auth.alice);
    const closed = new Promise<number>((resolve) => {
      flooder.socket.once('close', (code: number) => {
        resolve(code);
      });
    });
    for (let index = 0; index < 500; index += 1) {
      flooder.socket.send(JSON.stringify({ type: 'ping' }));
    }
    expect(await closed).toBe(1008);
    // Far fewer answers than messages: the rest were never worked on.
    expect(flooder.messages.filter((message) => message.type === 'pong').length).toBeLessThan(100);
    const other = await connect(t.auth.bob);
    other.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await other.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
  });

  /** Opens a socket with these handshake headers; resolves with the upgrade's outcome. */
  function handshake(headers: Record<string, string>): Promise<number | 'open'> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      clients.push(socket);
      socket.once('open', () => {
        resolve('open');
      });
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  it("refuses a cross-site page's socket carrying the session cookie, as the CSRF guard does", async () => {
    const cookie = await signInCookie(t.app, 'alice@example.org');
    const own = new URL(url.replace('ws:', 'http:')).origin;
    expect(await handshake({ cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await handshake({ cookie, origin: own, 'sec-fetch-site': 'cross-site' })).toBe(403);
    expect(await handshake({ cookie, origin: own })).toBe('open');
    // Scripts (no Origin) still connect, with a cookie or Basic credentials; a cross-site page
    // does not, even with Basic credentials (the browser sends remembered ones by itself).
    expect(await handshake({ cookie })).toBe('open');
    expect(await handshake({ authorization: t.auth.alice })).toBe('open');
    expect(await handshake({ authorization: t.auth.alice, origin: 'https://evil.example' })).toBe(
      403,
    );
  });
});
