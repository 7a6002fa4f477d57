import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import type { PipelineResources } from '../engine/create-pipeline.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { PlatformCatalog } from '../engine/ports.js';
import type { StageContext } from '../engine/stage.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { makeEvent } from '../testing/stage-harness.js';
import { SILENT_TRACES } from '../traces/trace-logger.js';
import type { CircuitBreaker } from './circuit-breaker.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages, type NetworkEnricherResources } from './network-enrichers.js';

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

/**
 * A cancelled job must end even while an enricher waits on its service: a request that hangs,
 * or `On-Fail: retry` waiting for a service that stays down, would otherwise hold the job (and
 * its worker slot) for good.
 */
describe('network enrichers of a cancelled job', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    delete server.alwaysFault;
  });

  const receivedRequest = async () => {
    while (server.requests.length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const run = async (
    headers: Record<string, string>,
    resources: NetworkEnricherResources,
    controller: AbortController,
  ) => {
    const [stage] = createNetworkEnricherStages('crossref', settingsOf(headers), {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      ...resources,
    });
    const context: StageContext = {
      reject: () => undefined,
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      noteParserFailures: () => undefined,
      trace: SILENT_TRACES,
      signal: controller.signal,
    };
    const out: PipelineEvent[] = [];
    await stage?.processAsync?.([makeEvent({ doi: '10.1000/x' })], out, context);
    await stage?.flushAsync?.(out, context);
  };

  it('stops waiting for a hung request', async () => {
    server.alwaysFault = 'hang';
    const controller = new AbortController();
    const breakers = new Map<string, CircuitBreaker>();
    await expect(
      run(
        { 'Crossref-On-Fail': 'ignore' },
        {
          requestTimeoutMs: 600_000,
          breakers,
          // Cancelled once the service has the request (and will never answer it).
          fetchImpl: (url, init) => {
            const answer = fetch(url, init);
            void receivedRequest().then(() => {
              controller.abort();
            });
            return answer;
          },
        },
        controller,
      ),
    ).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
    // The job's cancellation says nothing of the service: the shared breaker is not fed.
    expect([...breakers.values()].map((breaker) => breaker.state)).toEqual(['closed']);
  });

  it('stops waiting for a service that stays down under On-Fail: retry', async () => {
    server.alwaysFault = 'error-500';
    const controller = new AbortController();
    await expect(
      run(
        { 'Crossref-On-Fail': 'retry', 'Crossref-Max-Tries': '1' },
        {
          breakerThreshold: 1,
          // The clock never moves, so the breaker stays open; the job is cancelled while it waits.
          clockMs: () => 0,
          sleep: () => {
            controller.abort();
            return Promise.resolve();
          },
        },
        controller,
      ),
    ).rejects.toThrow();
  });

  it('a job cancelled while its enricher waits ends as aborted, not failed', async () => {
    server.alwaysFault = 'error-500';
    const controller = new AbortController();
    const resources: PipelineResources = {
      catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
      enrichers: {
        cache: createMemoryEnrichmentCache(),
        baseUrls: server.urls,
        breakerThreshold: 1,
        clockMs: () => 0,
        sleep: () => {
          controller.abort();
          return Promise.resolve();
        },
      },
    };
    const line =
      '10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 10.1000/x';
    const outcome = await runJob(
      [inputOf({ text: `${line}\n` })],
      {
        'ezPAARSE-Middlewares': '(only) crossref',
        'Crossref-On-Fail': 'retry',
        'Crossref-Max-Tries': '1',
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
      },
      resources,
      { signal: controller.signal },
    );
    expect(outcome.aborted).toBe(true);
    expect(outcome.failure).toBeUndefined();
  });
});
