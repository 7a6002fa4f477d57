import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES, type PipelineResources } from '../engine/create-pipeline.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { PlatformCatalog } from '../engine/ports.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache, type EnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages, type NetworkEnricherName } from './network-enrichers.js';

const EVENTS = 10_000;
const DISTINCT = 2_000;
const ENGINE_BATCH = 1_000;
const doiOf = (index: number) => `10.5555/doc-${String((index * 7919) % DISTINCT)}`;

/** 10 000 events over 2 000 DOIs in scattered order, cut in engine-sized batches. */
function makeBatches(): PipelineEvent[][] {
  const batches: PipelineEvent[][] = [];
  for (let start = 0; start < EVENTS; start += ENGINE_BATCH) {
    batches.push(
      Array.from({ length: ENGINE_BATCH }, (_, offset) =>
        makeEvent({ doi: doiOf(start + offset) }),
      ),
    );
  }
  return batches;
}

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

// 10 000-event runs through a local server take seconds on a loaded machine.
jest.setTimeout(120_000);

describe('network enrichers, acceptance of issue 9', () => {
  let server: FakeDoiServices;
  let clock = 0;
  beforeAll(async () => {
    server = await startFakeDoiServices();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
    delete server.alwaysFault;
    server.delayMs = 0;
  });

  const stageOf = (
    name: NetworkEnricherName,
    cache: EnrichmentCache,
    headers: Record<string, string> = {},
  ) => {
    const [stage] = createNetworkEnricherStages(name, settingsOf(headers), {
      cache,
      baseUrls: server.urls,
      breakerThreshold: 3,
      breakerCooldownMs: 60_000,
      // Waiting is instant and moves the breakers' clock, so cooldowns pass without real time.
      sleep: (ms) => {
        clock += ms;
        return Promise.resolve();
      },
      clockMs: () => clock,
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  };

  it.each<[NetworkEnricherName, number]>([
    ['crossref', 50],
    ['openalex', 100],
  ])(
    '%s asks each of 2 000 DOIs once in packets of %i, then answers a second run from the cache',
    async (name, packetSize) => {
      const cache = createMemoryEnrichmentCache();
      const first = await runStage(stageOf(name, cache), makeBatches());
      expect(first.passed).toHaveLength(EVENTS);
      expect(server.requests.length).toBeLessThanOrEqual(Math.ceil(DISTINCT / packetSize));
      // Retries of requests that never reached the server (socket resets under load) count too.
      expect(first.counters.get(`${name}-queries`)).toBeGreaterThanOrEqual(server.requests.length);
      expect(first.counters.get(`${name}-enriched`)).toBe(EVENTS);
      expect(first.passed.map((event) => event.fields.doi)).toEqual(
        Array.from({ length: EVENTS }, (_, index) => doiOf(index)),
      );

      server.requests.length = 0;
      const second = await runStage(stageOf(name, cache), makeBatches());
      expect(server.requests).toHaveLength(0);
      expect(second.counters.get(`${name}-cache-hits`)).toBe(DISTINCT);
      expect(second.counters.get(`${name}-enriched`)).toBe(EVENTS);
    },
  );

  it('a service answering 500s trips the breaker; with On-Fail ignore every event still goes on', async () => {
    server.alwaysFault = 'error-500';
    const run = await runStage(
      stageOf('crossref', createMemoryEnrichmentCache(), {
        'Crossref-On-Fail': 'ignore',
        'Crossref-Max-Tries': '2',
      }),
      makeBatches(),
    );
    expect(run.passed).toHaveLength(EVENTS);
    expect(run.counters.get('crossref-fails')).toBe(3);
    expect(run.counters.get('crossref-queries')).toBe(6);
    expect(run.counters.get('crossref-skipped')).toBeGreaterThan(0);
    // Each failed packet reached the server at least once; a retry whose socket was reset under
    // load is a query the server never saw.
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });

  it('with On-Fail abort (the default) a tripped breaker fails the stage', async () => {
    server.alwaysFault = 'error-500';
    await expect(
      runStage(
        stageOf('crossref', createMemoryEnrichmentCache(), { 'Crossref-Max-Tries': '1' }),
        makeBatches(),
      ),
    ).rejects.toThrow(/job aborted/);
    expect(server.requests).toHaveLength(3);
  });

  it('with On-Fail retry the packets wait for the service to come back', async () => {
    server.faults.push(...Array.from({ length: 8 }, () => 'error-500' as const));
    const run = await runStage(
      stageOf('crossref', createMemoryEnrichmentCache(), {
        'Crossref-On-Fail': 'retry',
        'Crossref-Max-Tries': '1',
      }),
      makeBatches(),
    );
    expect(run.counters.get('crossref-fails')).toBe(8);
    expect(run.counters.get('crossref-enriched')).toBe(EVENTS);
  });

  it('holds a bounded number of events while the service is slow (back-pressure)', async () => {
    server.delayMs = 5;
    const stage = stageOf('crossref', createMemoryEnrichmentCache(), {
      'Crossref-Buffer-Size': '100',
      'Crossref-Paquet-Size': '20',
    });
    const context = {
      reject: () => undefined,
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      noteParserFailures: () => undefined,
      trace: { enabled: () => false, log: () => undefined },
    };
    const out: PipelineEvent[] = [];
    let fed = 0;
    let mostHeld = 0;
    for (let batch = 0; batch < 40; batch++) {
      const events = Array.from({ length: 50 }, (_, offset) =>
        makeEvent({ doi: `10.5555/slow-${String(batch * 50 + offset)}` }),
      );
      fed += events.length;
      await stage.processAsync?.(events, out, context);
      mostHeld = Math.max(mostHeld, fed - out.length);
    }
    await stage.flushAsync?.(out, context);
    expect(out).toHaveLength(fed);
    expect(mostHeld).toBeLessThanOrEqual(2 * 100 + 50);
  });

  it('a whole job with the crossref middleware completes and reports its counters', async () => {
    const lines = Array.from(
      { length: 300 },
      (_, index) =>
        `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 ${doiOf(index % 120)}`,
    );
    const resources: PipelineResources = {
      catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
      enrichers: {
        cache: createMemoryEnrichmentCache(),
        baseUrls: server.urls,
        sleep: () => Promise.resolve(),
      },
    };
    const run = await runJob(
      [inputOf({ text: `${lines.join('\n')}\n` })],
      {
        'ezPAARSE-Middlewares': '(only) crossref',
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
        'Output-Fields': '+doi',
      },
      resources,
    );
    expect(run.failure).toBeUndefined();
    expect(run.report.general['crossref-queries']).toBe(3);
    expect(run.report.general['crossref-enriched']).toBe(300);
    expect(run.rows.every((row) => row.publication_title === 'Journal of Tests')).toBe(true);
  });
});
