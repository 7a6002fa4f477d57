import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import type { CircuitBreakers } from './circuit-breaker.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

const settings = (() => {
  const parsed = parseJobSettings(
    { 'Crossref-On-Fail': 'ignore', 'Crossref-Max-Tries': '1', 'Crossref-Paquet-Size': '10' },
    { availableMiddlewares: PIPELINE_MIDDLEWARES },
  );
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
})();

const abortSettings = (() => {
  const parsed = parseJobSettings(
    { 'Crossref-Max-Tries': '1' },
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

describe('circuit breaker shared by the jobs of a process', () => {
  let server: FakeDoiServices;
  let clock: number;
  let breakers: CircuitBreakers;
  beforeAll(async () => {
    server = await startFakeDoiServices();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    delete server.alwaysFault;
    clock = 0;
    breakers = new Map();
  });

  const job = (batch: ReturnType<typeof events>, jobSettings = settings) => {
    const [stage] = createNetworkEnricherStages('crossref', jobSettings, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      breakers,
      breakerThreshold: 3,
      breakerCooldownMs: 30_000,
      sleep: () => Promise.resolve(),
      clockMs: () => clock,
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return runStage(stage, [batch]);
  };

  it('a service that failed one job is skipped by the next until a probe finds it back', async () => {
    server.alwaysFault = 'error-500';
    const first = await job(events('a'));
    expect(first.passed).toHaveLength(100);
    expect(first.counters.get('crossref-fails')).toBe(3);
    expect(first.counters.get('crossref-skipped')).toBe(70);
    expect(server.requests).toHaveLength(3);

    server.requests.length = 0;
    delete server.alwaysFault;
    clock = 29_999;
    const second = await job(events('b'));
    expect(server.requests).toHaveLength(0);
    expect(second.counters.get('crossref-skipped')).toBe(100);
    expect(second.counters.get('crossref-enriched')).toBeUndefined();

    clock = 30_000;
    const third = await job(events('c'));
    expect(server.requests).toHaveLength(10);
    expect(third.counters.get('crossref-enriched')).toBe(100);
    expect(third.counters.get('crossref-skipped')).toBeUndefined();
  });

  it('a failed probe reopens the breaker for another cooldown', async () => {
    server.alwaysFault = 'error-500';
    await job(events('a'));
    clock = 30_000;
    server.requests.length = 0;
    const probe = await job(events('b'));
    expect(server.requests).toHaveLength(1);
    expect(probe.counters.get('crossref-fails')).toBe(1);
    expect(probe.counters.get('crossref-skipped')).toBe(90);
    clock = 59_999;
    server.requests.length = 0;
    await job(events('c'));
    expect(server.requests).toHaveLength(0);
  });

  it('a job with On-Fail abort (the default) fails at once when the breaker is open', async () => {
    server.alwaysFault = 'error-500';
    await job(events('a'));
    server.requests.length = 0;
    delete server.alwaysFault;
    await expect(job(events('b'), abortSettings)).rejects.toThrow(/circuit breaker open/);
    expect(server.requests).toHaveLength(0);
  });

  it('two waiting jobs (On-Fail retry) share one probe and both finish once the service is back', async () => {
    const parsed = parseJobSettings(
      { 'Crossref-On-Fail': 'retry', 'Crossref-Max-Tries': '1', 'Crossref-Paquet-Size': '10' },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const retrying = (prefix: string) => {
      const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
        cache: createMemoryEnrichmentCache(),
        baseUrls: server.urls,
        breakers,
        breakerThreshold: 3,
        breakerCooldownMs: 30_000,
        sleep: (ms) => {
          clock += ms;
          return Promise.resolve();
        },
        clockMs: () => clock,
      });
      if (!stage) {
        throw new Error('no stage');
      }
      return runStage(stage, [events(prefix)]);
    };
    server.faults.push('error-500', 'error-500', 'error-500', 'error-500');
    const [a, b] = await Promise.all([retrying('a'), retrying('b')]);
    expect(a.counters.get('crossref-enriched')).toBe(100);
    expect(b.counters.get('crossref-enriched')).toBe(100);
    expect((a.counters.get('crossref-fails') ?? 0) + (b.counters.get('crossref-fails') ?? 0)).toBe(
      4,
    );
    expect(breakers.get(`crossref ${server.urls.crossref}`)?.state).toBe('closed');
  });
});
