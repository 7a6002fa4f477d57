import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import type { PlatformCatalog } from '../engine/ports.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache, type EnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

// Reference server.md §5.10: `crossref-min-response-time` and `crossref-max-response-time` (ms),
// beside `crossref-queries`, timed on the HTTP requests the enricher sent; 0 until one is sent,
// as every enricher counter starts at 0. Durations depend on the machine: only their shape is
// checked.
describe('crossref response times', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices((doi) => doi.startsWith('10.1000/'));
  });
  afterAll(() => server.close());

  function crossrefStage(cache: EnrichmentCache, headers: Record<string, string> = {}) {
    const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
      cache,
      baseUrls: server.urls,
      sleep: () => Promise.resolve(),
    });
    if (!stage) {
      throw new Error('no stage');
    }
    return stage;
  }

  it('reports the shortest and longest request, in ms, over every request sent', async () => {
    const stage = crossrefStage(createMemoryEnrichmentCache(), { 'Crossref-Paquet-Size': '2' });
    const dois = ['10.1000/a', '10.1000/b', '10.1000/c', '10.1000/d', '10.1000/e'];
    const run = await runStage(stage, [dois.map((doi) => makeEvent({ doi }))]);
    expect(run.counters.get('crossref-queries')).toBe(3);
    const min = run.counters.get('crossref-min-response-time');
    const max = run.counters.get('crossref-max-response-time');
    expect(typeof min).toBe('number');
    expect(typeof max).toBe('number');
    expect(min).toBeLessThanOrEqual(max ?? Number.NaN);
    expect(Number.isInteger(min)).toBe(true);
    expect(Number.isInteger(max)).toBe(true);
  });

  it('lists both at 0 in a report whose crossref step sent no request', async () => {
    const line = (doi: string) =>
      `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 ${doi}`;
    const before = server.requests.length;
    const run = await runJob(
      [inputOf({ text: `${[line('nope'), line('not-a-doi-either')].join('\n')}\n` })],
      {
        'ezPAARSE-Middlewares': '(only) crossref',
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
      },
      {
        catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
        enrichers: { cache: createMemoryEnrichmentCache(), baseUrls: server.urls },
      },
    );
    expect(run.failure).toBeUndefined();
    expect(server.requests.length).toBe(before);
    expect(run.report.general).toMatchObject({
      'crossref-queries': 0,
      'crossref-min-response-time': 0,
      'crossref-max-response-time': 0,
    });
  });

  it('are keys of the report of a job that queried Crossref', async () => {
    const line = (doi: string) =>
      `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 ${doi}`;
    const run = await runJob(
      [inputOf({ text: `${[line('10.1000/x'), line('10.1000/y')].join('\n')}\n` })],
      {
        'ezPAARSE-Middlewares': '(only) crossref',
        'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
      },
      {
        catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
        enrichers: { cache: createMemoryEnrichmentCache(), baseUrls: server.urls },
      },
    );
    expect(run.failure).toBeUndefined();
    const general = run.report.general;
    expect(general['crossref-queries']).toBe(1);
    const min = general['crossref-min-response-time'];
    const max = general['crossref-max-response-time'];
    expect(typeof min).toBe('number');
    expect(typeof max).toBe('number');
    expect(Number(min)).toBeLessThanOrEqual(Number(max));
  });
});
