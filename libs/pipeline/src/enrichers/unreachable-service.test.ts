import { createServer } from 'node:net';
import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { startFakeDoiServices } from '../testing/fake-doi-services.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import type { TraceLogger } from '../traces/trace-logger.js';
import type { CircuitBreakers } from './circuit-breaker.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';
import { createServiceClient, isUnreachableError, ServiceError } from './service-client.js';
import { ServiceGate } from './service-gate.js';

/** A local port nothing listens on: connecting to it is refused at once. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') {
    throw new Error('no port');
  }
  return address.port;
}

// The defaults a job gets: Crossref's On-Fail is abort, 5 tries a packet, 1 s base wait.
const defaults = (() => {
  const parsed = parseJobSettings(
    { 'Crossref-Paquet-Size': '10' },
    { availableMiddlewares: PIPELINE_MIDDLEWARES },
  );
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
})();

const events = (prefix: string) =>
  Array.from({ length: 100 }, (_, index) =>
    makeEvent({ doi: `10.7777/${prefix}-${String(index)}` }),
  );

describe('a network enricher whose service refuses connections', () => {
  let port: number;
  let clock: number;
  let waits: number[];
  let breakers: CircuitBreakers;
  let traces: string[];
  const trace: TraceLogger = {
    enabled: () => true,
    log: (_level, message) => traces.push(message),
  };
  beforeAll(async () => {
    port = await refusingPort();
  });
  beforeEach(() => {
    clock = 0;
    waits = [];
    traces = [];
    breakers = new Map();
  });

  const job = (prefix: string, baseUrl = `http://127.0.0.1:${String(port)}`) => {
    const [stage] = createNetworkEnricherStages('crossref', defaults, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: { crossref: baseUrl },
      breakers,
      breakerCooldownMs: 60_000,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      clockMs: () => clock,
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return runStage(stage, [events(prefix)], { trace });
  };
  const breaker = () => breakers.get(`crossref http://127.0.0.1:${String(port)}`);

  it('tries once, opens its breaker, and lets the job finish without enrichment', async () => {
    const run = await job('a');
    // One connection attempt for 10 packets, no retry, no backoff wait; On-Fail abort does not
    // fail the job for a service that is not there.
    expect(run.counters.get('crossref-queries')).toBe(1);
    expect(run.counters.get('crossref-fails')).toBe(1);
    expect(waits.filter((ms) => ms > 0)).toEqual([]);
    expect(run.passed).toHaveLength(100);
    expect(run.counters.get('crossref-unreachable')).toBe(100);
    expect(run.counters.get('crossref-enriched')).toBeUndefined();
    expect(breaker()?.state).toBe('open');
    expect(breaker()?.unreachable).toBe(true);
    expect(traces.join('\n')).toMatch(/crossref: the service is unreachable/);
  });

  it('skips it for the next jobs until the cooldown, then one probe per cooldown', async () => {
    await job('a');
    const second = await job('b');
    expect(second.counters.get('crossref-queries')).toBeUndefined();
    expect(second.counters.get('crossref-unreachable')).toBe(100);
    clock = 60_000;
    const probe = await job('c');
    expect(probe.counters.get('crossref-queries')).toBe(1);
    expect(breaker()?.state).toBe('open');
  });

  it('closes again once the service answers, and the flag goes with it', async () => {
    const services = await startFakeDoiServices();
    try {
      const run = await job('a', services.urls.crossref);
      expect(run.counters.get('crossref-unreachable')).toBeUndefined();
      expect(run.counters.get('crossref-enriched')).toBe(100);
      expect(breakers.get(`crossref ${services.urls.crossref}`)?.unreachable).toBe(false);
    } finally {
      await services.close();
    }
  });
});

describe('service client and an unreachable service', () => {
  it('fails at the first refused connection, marked unreachable, without retrying', async () => {
    const port = await refusingPort();
    const waits: number[] = [];
    const gate = new ServiceGate({
      throttleMs: 0,
      maxTries: 5,
      baseWaitMs: 1000,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    const client = createServiceClient({ gate, timeoutMs: 5000 });
    const failure = await client
      .getJson(new URL(`http://127.0.0.1:${String(port)}/works`))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ unreachable: true, retryable: false });
    expect(client.requestCount).toBe(1);
    expect(waits).toEqual([]);
  });

  it.each([
    ['a refused connection', Object.assign(new Error('x'), { code: 'ECONNREFUSED' }), true],
    ['an unknown host', Object.assign(new Error('x'), { code: 'ENOTFOUND' }), true],
    [
      'fetch failed, caused by every address refusing',
      new TypeError('fetch failed', {
        cause: new AggregateError([
          Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
          Object.assign(new Error('b'), { code: 'ENETUNREACH' }),
        ]),
      }),
      true,
    ],
    ['a reset connection', Object.assign(new Error('x'), { code: 'ECONNRESET' }), false],
    ['a timeout', Object.assign(new Error('x'), { name: 'TimeoutError' }), false],
  ])('tells %s apart', (_name, error, expected) => {
    expect(isUnreachableError(error)).toBe(expected);
  });
});
