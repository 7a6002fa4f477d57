import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { gracefulClosePlugin } from './graceful-close.plugin.js';

describe('gracefulClosePlugin', () => {
  let app: FastifyInstance;
  let releaseSlowAnswer: (() => void) | undefined;
  let slowRequestArrived: Promise<void>;

  beforeEach(async () => {
    releaseSlowAnswer = undefined;
    app = Fastify();
    await app.register(gracefulClosePlugin);
    let markArrived: () => void = () => undefined;
    slowRequestArrived = new Promise((resolve) => {
      markArrived = resolve;
    });
    app.get('/slow', async () => {
      markArrived();
      await new Promise<void>((resolve) => {
        releaseSlowAnswer = resolve;
      });
      return { ok: true };
    });
    app.get('/fast', () => ({ ok: true }));
    // The slow answer goes out once closing has begun (hooks run in registration order).
    app.addHook('preClose', (next) => {
      releaseSlowAnswer?.();
      next();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    await app.close();
  });

  const get = (path: string, agent: http.Agent) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const { port } = app.server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path, agent }, (response) => {
          response.resume();
          response.on('end', () => {
            resolve(response);
          });
        })
        .on('error', reject);
    });

  it('keeps connections alive while running', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const response = await get('/fast', agent);
    expect(response.headers.connection).toBe('keep-alive');
    agent.destroy();
  });

  it('ends a connection that was busy when the server started closing', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const answer = get('/slow', agent);
    await slowRequestArrived;
    const closed = app.close();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    // Without the header the socket would stay open for the keep-alive timeout and close()
    // would outlive this test's timeout.
    await closed;
    agent.destroy();
  });

  it('cuts a request that never ends once the grace period is over (issue 19)', async () => {
    const stalled = Fastify();
    await stalled.register(gracefulClosePlugin, { graceMs: 100 });
    let arrived: () => void = () => undefined;
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    stalled.put('/upload', async (request) => {
      arrived();
      // Waits for a body that never comes to its end.
      for await (const _chunk of request.raw) {
        // dropped
      }
      return { ok: true };
    });
    stalled.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    await stalled.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stalled.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.on('error', () => undefined);
    socket.write('PUT /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nten bytes!');
    await requestArrived;
    await stalled.close();
    await socketClosed;
    expect(socket.destroyed).toBe(true);
  });
});
