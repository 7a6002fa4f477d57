import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { buildProtocolApp, type ProtocolApp } from '../../test/protocol-app.js';
import { listenLocally } from '../../test/build-test-app.js';

jest.setTimeout(60_000);

const line =
  '127.0.0.1 - u [12/Mar/2013:00:13:05 +0100] "GET http://www.nature.com/ HTTP/1.1" 200 1\n';
const log = Buffer.from(line.repeat(100));
/** What curl announces for a big log; none of it is ever sent when the head is refused. */
const ANNOUNCED_BYTES = 200_000_000;

/** A raw HTTP/1.1 exchange: the head written at once, what the server says gathered as it comes. */
class RawExchange {
  readonly socket: Socket;
  private received = '';
  private closed = false;
  private readonly waiters: (() => void)[] = [];

  constructor(port: number, head: string) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('error', () => undefined);
    this.socket.on('data', (chunk: Buffer) => {
      this.received += chunk.toString('latin1');
      this.wake();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    this.socket.write(head);
  }

  /** Resolves with all received so far once it contains `text` (or the server hung up). */
  async until(text: string | RegExp, waitMs = 20_000): Promise<string> {
    const deadline = Date.now() + waitMs;
    const has = () =>
      typeof text === 'string' ? this.received.includes(text) : text.test(this.received);
    while (!has() && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.received;
  }

  /** Resolves with whether the server closed the connection within `waitMs`. */
  async closedWithin(waitMs: number): Promise<boolean> {
    await this.until(/(?!)/, waitMs);
    return this.closed;
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) {
      waiter();
    }
  }
}

describe('Expect: 100-continue on the job routes (curl asks for it before any body over 1 MiB)', () => {
  let t: ProtocolApp;
  let port: number;
  beforeAll(async () => {
    t = await buildProtocolApp();
    port = await listenLocally(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const head = (path: string, headers: Record<string, string | number>) =>
    `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';

  it('a job refused for a header is answered instead of `100 Continue`, and the connection closed', async () => {
    const jobId = randomUUID();
    const exchange = new RawExchange(
      port,
      head(`/${jobId}`, {
        Authorization: t.auth,
        'Content-Type': 'text/plain',
        'Content-Length': ANNOUNCED_BYTES,
        'Date-Format': 'bogus',
      }),
    );
    const answer = await exchange.until('\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toContain('100 Continue');
    expect(answer).toMatch(/ezPAARSE-Status: 4028/i);
    // The client never sent the 200 MB it announced: the server does not wait for them.
    expect(await exchange.closedWithin(5_000)).toBe(true);
    expect(await t.jobRow(jobId)).toBeUndefined();
  });

  it('an upload without credentials is refused before its body is asked for', async () => {
    const exchange = new RawExchange(
      port,
      head(`/${randomUUID()}`, { 'Content-Type': 'text/plain', 'Content-Length': ANNOUNCED_BYTES }),
    );
    const answer = await exchange.until('\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exchange.closedWithin(5_000)).toBe(true);
  });

  it('an accepted job is told `100 Continue`, then processes the body sent after it', async () => {
    const jobId = randomUUID();
    const exchange = new RawExchange(
      port,
      head(`/${jobId}`, {
        Authorization: t.auth,
        'Content-Type': 'text/plain',
        'Content-Length': log.length,
        Connection: 'close',
      }),
    );
    const continued = await exchange.until('\r\n\r\n');
    expect(continued).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    // The job exists once the head is accepted: the body is what it waits for.
    expect((await t.jobRow(jobId))?.status).toBe('queued');
    exchange.socket.write(log);
    const answer = await exchange.until(/ezPAARSE-Status: \d+/i);
    expect(answer).toMatch(/HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    await exchange.closedWithin(20_000);
    expect((await t.jobRow(jobId))?.status).toBe('completed');
  });

  it('other routes refuse a body announced over their limit without asking for it', async () => {
    const exchange = new RawExchange(
      port,
      head('/api/format/logparser', {
        Authorization: t.auth,
        'Content-Type': 'application/json',
        'Content-Length': ANNOUNCED_BYTES,
      }),
    );
    const answer = await exchange.until('\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toContain('100 Continue');
    expect(await exchange.closedWithin(5_000)).toBe(true);
  });

  it('other routes with a body ask for it once their sign-in check has passed', async () => {
    const body = JSON.stringify({ logLines: line });
    const exchange = new RawExchange(
      port,
      head('/api/format/logparser', {
        Authorization: t.auth,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      }),
    );
    expect(await exchange.until('\r\n\r\n')).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    exchange.socket.write(body);
    expect(await exchange.until(/\r\n\r\n[\s\S]*\r\n\r\n/)).toMatch(
      /100 Continue\r\n\r\nHTTP\/1\.1 200 /,
    );
  });
});
