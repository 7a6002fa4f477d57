import {
  startFakeDoiServices,
  type FakeDoiServices,
  type FakeFault,
} from '../testing/fake-doi-services.js';
import { createServiceClient, MAX_ANSWER_BYTES, ServiceError } from './service-client.js';
import { MAX_RETRY_WAIT_MS, MAX_SPACING_MS, ServiceGate } from './service-gate.js';

describe('service client against a local server', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
  });

  const makeClient = (maxTries: number) => {
    const waits: number[] = [];
    const gate = new ServiceGate({
      throttleMs: 0,
      maxTries,
      baseWaitMs: 100,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    return { client: createServiceClient({ gate, timeoutMs: 1000 }), waits };
  };
  const worksUrl = () => new URL(`${server.urls.crossref}/works?filter=doi:10.1000/a&rows=1`);

  it.each<[string, FakeFault[], number, number[]]>([
    ['retries a 500 after the base wait', ['error-500'], 2, [100]],
    ['waits what Retry-After asks on a 429', ['rate-limited'], 2, [2000]],
    ['retries a request that times out', ['hang'], 2, [100]],
    ['retries malformed JSON', ['malformed'], 2, [100]],
    ['doubles the wait on each retry', ['error-500', 'error-500', 'error-500'], 4, [100, 200, 400]],
  ])('%s', async (_name, faults, requests, waits) => {
    server.faults.push(...faults);
    const { client, waits: asked } = makeClient(5);
    const body = (await client.getJson(worksUrl())) as { message: { items: unknown[] } };
    expect(body.message.items).toHaveLength(1);
    expect(client.requestCount).toBe(requests);
    expect(asked.filter((ms) => ms > 0)).toEqual(waits);
  });

  it('gives up after max tries with the last error', async () => {
    server.faults.push('error-500', 'error-500', 'error-500');
    const { client } = makeClient(2);
    await expect(client.getJson(worksUrl())).rejects.toThrow(/HTTP 500/);
    expect(client.requestCount).toBe(2);
  });

  it('does not retry a 400', async () => {
    server.faults.push('bad-request');
    const { client } = makeClient(5);
    await expect(client.getJson(worksUrl())).rejects.toBeInstanceOf(ServiceError);
    expect(client.requestCount).toBe(1);
  });

  it('does not wait an hour when Retry-After asks for one: the request fails at once', async () => {
    server.faults.push('rate-limited-for-an-hour');
    const { client, waits } = makeClient(5);
    await expect(client.getJson(worksUrl())).rejects.toThrow('HTTP 429, Retry-After: 3600');
    expect(client.requestCount).toBe(1);
    expect(waits.filter((ms) => ms > 0)).toEqual([]);
  });

  it('waits at most a minute between tries, however far the backoff has doubled', async () => {
    server.faults.push('error-500', 'error-500');
    const waits: number[] = [];
    const gate = new ServiceGate({
      throttleMs: 0,
      maxTries: 3,
      baseWaitMs: 40_000,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const client = createServiceClient({ gate, timeoutMs: 1000 });
    await client.getJson(worksUrl());
    expect(waits.filter((ms) => ms > 0)).toEqual([40_000, MAX_RETRY_WAIT_MS]);
  });

  it('spaces requests by at most a few seconds, whatever the rate-limit headers ask', async () => {
    server.faults.push('one-request-an-hour');
    const { client, waits } = makeClient(5);
    // The spacing the first answer asks for holds from the second request's start: the third
    // waits it (the fake's usual answers then allow a thousand a second again).
    await client.getJson(worksUrl());
    await client.getJson(worksUrl());
    await client.getJson(worksUrl());
    const [spacing] = waits.filter((ms) => ms > 0);
    expect(spacing).toBeGreaterThan(MAX_SPACING_MS - 1000);
    expect(spacing).toBeLessThanOrEqual(MAX_SPACING_MS);
  });

  it('refuses an answer larger than its cap, and does not retry it', async () => {
    // Valid JSON once whole: read in full, it would be taken as an answer with no record.
    server.faults.push('huge-body');
    // Time enough to read the whole cap on a busy host: a timeout would be retried instead.
    const gate = new ServiceGate({ throttleMs: 0, maxTries: 5, baseWaitMs: 0 });
    const client = createServiceClient({ gate, timeoutMs: 60_000 });
    await expect(client.getJson(worksUrl())).rejects.toThrow(
      `answer larger than ${String(MAX_ANSWER_BYTES / 1024 / 1024)} MiB`,
    );
    expect(client.requestCount).toBe(1);
  });

  it("says why a body was cut, not only fetch's own 'terminated'", async () => {
    server.faults.push('cut-mid-body');
    const { client } = makeClient(1);
    await expect(client.getJson(worksUrl())).rejects.toThrow(/terminated \(.+\)/);
  });

  it('answers undefined for a 404', async () => {
    const { client } = makeClient(5);
    await expect(
      client.getJson(new URL(`${server.urls.crossref}/no-such-route`)),
    ).resolves.toBeUndefined();
  });
});

describe('service gate waits', () => {
  const timers = () =>
    process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

  it('clears its timer when the job is cancelled during a wait, so the process may exit', async () => {
    const gate = new ServiceGate({ throttleMs: 0, maxTries: 3, baseWaitMs: 30_000 });
    const cancel = new AbortController();
    const before = timers();
    const request = gate.request(
      () => Promise.reject(new ServiceError('HTTP 500', true)),
      () => {
        setImmediate(() => {
          cancel.abort();
        });
      },
      cancel.signal,
    );
    await expect(request).rejects.toThrow(/cancelled/);
    expect(timers()).toBe(before);
  });
});
