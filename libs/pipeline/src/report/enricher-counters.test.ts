import { enricherCounterKeys } from '@sillage/shared-types';
import type { PlatformCatalog } from '../engine/ports.js';
import { createMemoryEnrichmentCache } from '../enrichers/enrichment-cache.js';
import { inputOf, runJob } from '../testing/run-job.js';

// Reference server.md §5.10 and its middlewares: an enricher of the chain sets its counters to 0
// when it starts, so report.json has them even when it never asked anything.
describe("enrichers' report counters", () => {
  // Lines without any identifier: no enricher has anything to ask.
  const log = '10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10\n';
  const resources = {
    catalog: { version: {}, platforms: [] } as unknown as PlatformCatalog,
    // Nothing listens there: a request would fail the counters below.
    enrichers: {
      cache: createMemoryEnrichmentCache(),
      baseUrls: {
        crossref: 'http://127.0.0.1:9',
        istex: 'http://127.0.0.1:9',
        sudoc: 'http://127.0.0.1:9',
      },
    },
  };
  const run = (headers: Record<string, string>) =>
    runJob(
      [inputOf({ text: log })],
      { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b', ...headers },
      resources,
    );

  it("lists every counter of the chain's enrichers at 0, and none of the others", async () => {
    const { report, failure } = await run({
      'ezPAARSE-Middlewares': '(only) istex, crossref, sudoc',
    });
    expect(failure).toBeUndefined();
    const expected = ['istex', 'crossref', 'sudoc'].flatMap(enricherCounterKeys);
    // The reference's keys among them (server.md §5.10 and its middlewares).
    expect(expected).toEqual(
      expect.arrayContaining([
        'istex-queries',
        'istex-fails',
        'crossref-queries',
        'crossref-fails',
        'crossref-invalid-dois',
        'sudoc-queries',
        'sudoc-fails',
        'sudoc-not-found',
        'sudoc-enriched-ecs',
      ]),
    );
    for (const key of expected) {
      expect([key, report.general[key]]).toEqual([key, 0]);
    }
    // HAL, OpenAlex… are not in this chain (Sillage runs network enrichers only when asked, ADR 0013).
    const enricherKeys = Object.keys(report.general).filter((key) =>
      /^(istex|crossref|sudoc|hal|openalex|unpaywall)-/.test(key),
    );
    expect(enricherKeys.sort()).toEqual([...expected].sort());
  });

  it('lists no enricher counter for a chain without any, nor for an enricher turned off', async () => {
    const plain = await run({ 'ezPAARSE-Middlewares': '(only) filter, qualifier' });
    expect(Object.keys(plain.report.general).filter((key) => key.includes('queries'))).toEqual([]);
    const { report } = await run({
      'ezPAARSE-Middlewares': '(only) crossref',
      'Crossref-Enrich': 'false',
    });
    expect(Object.keys(report.general).filter((key) => key.startsWith('crossref-'))).toEqual([]);
  });
});
