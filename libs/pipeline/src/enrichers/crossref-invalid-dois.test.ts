import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from '../engine/create-pipeline.js';
import type { PlatformCatalog } from '../engine/ports.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

// Reference server.md §5.10: `crossref-invalid-dois` counts the events whose DOI the crossref
// step could not send (not a DOI, or one with a comma, which Crossref's filter cannot take).
describe('crossref-invalid-dois', () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices((doi) => doi === '10.1000/a');
  });
  afterAll(() => server.close());

  it('counts each event carrying a DOI it did not send, and sends only the valid ones', async () => {
    const parsed = parseJobSettings({}, { availableMiddlewares: PIPELINE_MIDDLEWARES });
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      sleep: () => Promise.resolve(),
    });
    if (!stage) {
      throw new Error('no stage');
    }
    const run = await runStage(stage, [
      [
        makeEvent({ doi: '10.1000/a' }),
        makeEvent({ doi: 'not-a-doi' }),
        makeEvent({ doi: '10.12/too-short-prefix' }),
        makeEvent({ doi: '10.1000/with,comma' }),
        // Still looked up by its PII, as the reference does, but its DOI is counted.
        makeEvent({ doi: 'doi-less', pii: 'S0140-6736(20)30183-5' }),
        makeEvent({ doi: 'not-a-doi' }),
        // No DOI at all is not an invalid one.
        makeEvent({ title: 'no identifier' }),
      ],
    ]);
    expect(run.counters.get('crossref-invalid-dois')).toBe(5);
    expect(run.passed).toHaveLength(7);
    const filters = server.requests.map((url) => url.searchParams.get('filter'));
    expect(filters).toEqual(['doi:10.1000/a', 'alternative-id:S0140673620301835']);
  });

  it("is a key of the report's general section", async () => {
    const line = (doi: string) =>
      `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 ${doi}`;
    const run = await runJob(
      [
        inputOf({
          text: `${[line('10.1000/a'), line('10.1000/a%20b'), line('nope')].join('\n')}\n`,
        }),
      ],
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
    expect(run.report.general['crossref-invalid-dois']).toBe(1);
    expect(run.rows).toHaveLength(3);
  });
});
