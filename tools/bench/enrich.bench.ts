// A network enricher (Crossref) over events against the local fake service: first run (asks the
// service), second run (from the cache), with the in-memory cache and with the Postgres table.
// Run: npm run bench -- enrich [events] [distinct-dois]
import { createEnrichmentCacheRepository } from '../../libs/db/src/index.js';
import { createTestDatabase } from '../../libs/db/src/testing/index.js';
import {
  createMemoryEnrichmentCache,
  createNetworkEnricherStages,
  type EnrichmentCache,
} from '../../libs/pipeline/src/enrichers/index.js';
import { startFakeDoiServices } from '../../libs/pipeline/src/testing/fake-doi-services.js';
import { makeEvent, runStage } from '../../libs/pipeline/src/testing/stage-harness.js';
import { parseJobSettings } from '../../libs/shared-types/src/index.js';

const MIB = 1024 * 1024;
const events = Number(process.argv[2] ?? 100_000);
const distinct = Number(process.argv[3] ?? 20_000);

async function main(): Promise<void> {
  const server = await startFakeDoiServices();
  const database = await createTestDatabase('pglite');
  const parsed = parseJobSettings({ 'Crossref-Throttle': '0' });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  // Fresh events each run: an enriched event has nothing left to fill.
  const batchesOf = () =>
    Array.from({ length: Math.ceil(events / 1000) }, (_, batch) =>
      Array.from({ length: 1000 }, (_, offset) =>
        makeEvent({ doi: `10.5555/b-${String(((batch * 1000 + offset) * 7919) % distinct)}` }),
      ),
    );
  const caches: [string, () => EnrichmentCache][] = [
    ['memory', () => createMemoryEnrichmentCache()],
    ['postgres (PGlite)', () => createEnrichmentCacheRepository(database.db)],
  ];
  console.log(`enrich: crossref, ${String(events)} events, ${String(distinct)} distinct DOIs`);
  for (const [label, makeCache] of caches) {
    const cache = makeCache();
    for (const run of ['first', 'second']) {
      server.requests.length = 0;
      const [stage] = createNetworkEnricherStages('crossref', parsed.settings, {
        cache,
        baseUrls: server.urls,
      });
      if (!stage) {
        throw new Error('no stage');
      }
      const batches = batchesOf();
      const started = performance.now();
      const result = await runStage(stage, batches);
      const ms = performance.now() - started;
      console.log(
        `  ${label.padEnd(18)} ${run.padEnd(6)} ${ms.toFixed(0).padStart(6)} ms  ` +
          `${String(server.requests.length).padStart(5)} requests  ` +
          `${String(result.counters.get('crossref-enriched') ?? 0)} enriched  ` +
          `heap ${(process.memoryUsage().heapUsed / MIB).toFixed(0)} MiB`,
      );
    }
  }
  await database.close();
  await server.close();
}

await main();
