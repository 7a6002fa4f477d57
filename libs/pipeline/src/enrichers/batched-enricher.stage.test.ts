import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createBatchedEnricherStage, type EnricherDefinition } from './batched-enricher.stage.js';
import { CircuitBreaker } from './circuit-breaker.js';
import { createMemoryEnrichmentCache, type EnrichmentCache } from './enrichment-cache.js';
import type { ServiceClient } from './service-client.js';

/** A service that knows every identifier: its record names the identifier. */
const echoDefinition: EnricherDefinition = {
  name: 'echo',
  outputFields: ['title'],
  keyOf: (fields) => fields.id,
  fetchPacket: (keys) => Promise.resolve(new Map(keys.map((key) => [key, { title: `T ${key}` }]))),
};

const idleClient: ServiceClient = {
  requestCount: 0,
  getJson: () => Promise.resolve(undefined),
};

function settingsOf(headers: Record<string, string>) {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings.enrichers.crossref;
}

describe('batched enricher stage', () => {
  it('keeps the answers of held events when its per-job memo is trimmed', async () => {
    const stage = createBatchedEnricherStage(echoDefinition, {
      settings: settingsOf({ 'Crossref-Paquet-Size': '1', 'Crossref-Buffer-Size': '100' }),
      breaker: new CircuitBreaker({ threshold: 5, cooldownMs: 1000 }),
      client: idleClient,
      cache: createMemoryEnrichmentCache(),
      memoLimit: 2,
    });
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const run = await runStage(stage, [ids.map((id) => makeEvent({ id }))]);
    expect(run.passed.map((event) => event.fields.title)).toEqual(ids.map((id) => `T ${id}`));
    expect(run.counters.get('echo-enriched')).toBe(ids.length);
  });

  it('goes on without its cache when the cache fails, counting and tracing it', async () => {
    const failing: EnrichmentCache = {
      getMany: () => Promise.reject(new Error('connection terminated')),
      setMany: () => Promise.reject(new Error('connection terminated')),
    };
    const stage = createBatchedEnricherStage(echoDefinition, {
      settings: settingsOf({ 'Crossref-Paquet-Size': '2' }),
      breaker: new CircuitBreaker({ threshold: 5, cooldownMs: 1000 }),
      client: idleClient,
      cache: failing,
    });
    const traces: string[] = [];
    const run = await runStage(stage, [['a', 'b', 'c'].map((id) => makeEvent({ id }))], {
      trace: { enabled: () => true, log: (level, message) => traces.push(`${level}: ${message}`) },
    });
    expect(run.passed.map((event) => event.fields.title)).toEqual(['T a', 'T b', 'T c']);
    expect(run.counters.get('echo-cache-fails')).toBeGreaterThanOrEqual(2);
    expect(traces).toContainEqual(
      expect.stringMatching(/^warn: echo: cache .*connection terminated/),
    );
  });
});
