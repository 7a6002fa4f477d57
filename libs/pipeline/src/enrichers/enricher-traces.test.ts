import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { StageContext } from '../engine/stage.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { makeEvent } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

describe('enricher traces', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices();
  });
  afterAll(() => server.close());

  it('traces each retried attempt, each failed packet and the breaker opening', async () => {
    const parsed = parseJobSettings(
      { 'Crossref-Max-Tries': '2', 'Crossref-On-Fail': 'ignore', 'Crossref-Paquet-Size': '1' },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      breakerThreshold: 1,
      sleep: () => Promise.resolve(),
    });
    const traces: string[] = [];
    const context: StageContext = {
      reject: () => undefined,
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      noteParserFailures: () => undefined,
      trace: {
        enabled: () => true,
        log: (level, message) => traces.push(`${level}: ${message}`),
      },
    };
    server.faults.push('rate-limited', 'error-500');
    const out: PipelineEvent[] = [];
    await stage?.processAsync?.([makeEvent({ doi: '10.1000/x' })], out, context);
    await stage?.flushAsync?.(out, context);
    expect(out).toHaveLength(1);
    expect(traces).toEqual([
      expect.stringMatching(
        /^warn: crossref: attempt 1 failed \(GET http:\/\/127\.0\.0\.1:\d+\/crossref\/works: HTTP 429, Retry-After: 2\), retrying in 2000 ms$/,
      ),
      expect.stringMatching(/^error: crossref: packet of 1 failed: .*HTTP 500$/),
      'warn: crossref: circuit breaker opened (On-Fail: ignore)',
    ]);
  });
});
