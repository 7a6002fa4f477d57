import { parseJobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES, type PipelineResources } from '../engine/create-pipeline.js';
import type { PlatformCatalog } from '../engine/ports.js';
import { startFakeDoiServices, type FakeDoiServices } from '../testing/fake-doi-services.js';
import { inputOf, runJob } from '../testing/run-job.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createMemoryEnrichmentCache } from './enrichment-cache.js';
import { createNetworkEnricherStages } from './network-enrichers.js';

// Reference server.md §5.3: the istex step drops ezPAARSE's own traffic (`EIRRELEVANT`, counted
// in nb-lines-ignored, written to filtered-ecs): its middleware tests /ezpaarse/i on the user
// agent and on the ISTEX `sid`. Sillage's own requests (its `Sillage/…` User-Agent, the one this
// instance is configured with, `sid=sillage`) are its traffic too.
const EZPAARSE_UA = 'ezPAARSE (https://readmetrics.org; mailto:ezteam@couperin.org)';
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const idOf = (digit: number) => `${'A'.repeat(39)}${String(digit)}`;

describe("istex drops ezPAARSE's and Sillage's own enrichment traffic", () => {
  let server: FakeDoiServices;
  beforeAll(async () => {
    server = await startFakeDoiServices(() => true);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('rejects them as filtered-ecs and looks up only the others', async () => {
    const parsed = parseJobSettings(
      { 'Istex-Enrich': 'true' },
      { availableMiddlewares: PIPELINE_MIDDLEWARES },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const [stage] = createNetworkEnricherStages('istex', parsed.settings, {
      cache: createMemoryEnrichmentCache(),
      baseUrls: server.urls,
      userAgent: 'campus-enricher/2 (mailto:ops@example.org)',
      sleep: () => Promise.resolve(),
    });
    if (!stage) {
      throw new Error('no stage');
    }
    const istex = (digit: number, fields: Record<string, string>) =>
      makeEvent({ platform: 'istex', unitid: idOf(digit), sid: 'none', ...fields });
    const own = [
      istex(1, { 'user-agent': EZPAARSE_UA }),
      istex(2, { 'user-agent': BROWSER_UA, sid: 'ezpaarse' }),
      istex(3, { 'user-agent': 'Sillage/0.1.0 (+https://stats.example.org)' }),
      istex(4, { 'user-agent': 'campus-enricher/2 (mailto:ops@example.org)' }),
      istex(5, { 'user-agent': 'node', sid: 'sillage' }),
      // The reference's test does not look at the platform.
      makeEvent({ platform: 'wiley', user_agent: 'ezpaarse-cli/3' }),
    ];
    const kept = istex(6, { 'user-agent': BROWSER_UA });
    const run = await runStage(stage, [[...own, kept]]);
    expect(run.rejected).toEqual(
      own.map((event) => ({ lineNumber: event.lineNumber, category: 'filtered-ecs' })),
    );
    expect(run.passed).toEqual([kept]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.searchParams.get('q')).toBe(`id:"${idOf(6)}"`);
  });

  it('counts them in nb-lines-ignored only when istex is in the chain', async () => {
    const line = (agent: string) =>
      `10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10 "${agent}"`;
    const text = `${[line(EZPAARSE_UA), line(BROWSER_UA), line('Sillage/0.1.0')].join('\n')}\n`;
    const resources = (): PipelineResources => ({
      catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
      enrichers: { cache: createMemoryEnrichmentCache(), baseUrls: server.urls },
    });
    const headers = {
      'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b "%{user-agent}<[^"]*>"',
      'Reject-Files': 'filtered-ecs',
    };
    const withIstex = await runJob(
      [inputOf({ text })],
      { ...headers, 'ezPAARSE-Middlewares': '(only) istex' },
      resources(),
    );
    expect(withIstex.failure).toBeUndefined();
    expect(withIstex.report.rejets['nb-lines-ignored']).toBe(2);
    expect(withIstex.rows).toHaveLength(1);
    expect(withIstex.rejects['filtered-ecs']?.split('\n').filter(Boolean)).toEqual([
      line(EZPAARSE_UA),
      line('Sillage/0.1.0'),
    ]);
    const without = await runJob(
      [inputOf({ text })],
      { ...headers, 'ezPAARSE-Middlewares': '(only) crossref', 'Crossref-Enrich': 'true' },
      resources(),
    );
    expect(without.report.rejets['nb-lines-ignored']).toBe(0);
    expect(without.rows).toHaveLength(3);
  });
});
