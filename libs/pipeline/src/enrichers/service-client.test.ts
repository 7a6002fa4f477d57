import {
  startFakeDoiServices,
  type FakeDoiServices,
  type FakeFault,
} from '../testing/fake-doi-services.js';
import { createServiceClient, ServiceError } from './service-client.js';
import { ServiceGate } from './service-gate.js';

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

  it('answers undefined for a 404', async () => {
    const { client } = makeClient(5);
    await expect(
      client.getJson(new URL(`${server.urls.crossref}/no-such-route`)),
    ).resolves.toBeUndefined();
  });
});
