// Loads every knowledge base of the acceptance corpus and prints rows, load time and memory.
// Run: npm run bench -- kbart [pkb-folder]
import path from 'node:path';
import { loadKnowledgeBases } from '../../libs/pipeline/src/resources/index.js';

const MIB = 1024 * 1024;

function memoryMiB(): { heap: number; external: number; rss: number } {
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / MIB, external: usage.external / MIB, rss: usage.rss / MIB };
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? path.resolve(process.cwd(), '../shared/acceptance/pkb');
  globalThis.gc?.();
  const before = memoryMiB();
  const started = performance.now();
  const knowledgeBase = await loadKnowledgeBases([dir]);
  const loadMs = performance.now() - started;
  globalThis.gc?.();
  const after = memoryMiB();

  const probes = Array.from({ length: 100_000 }, (_, index) => ({
    platform: index % 2 === 0 ? 'cairn' : 'springer',
    keys: { title_id: `probe-${index}`, print_identifier: '0012-1606' },
  }));
  const lookupStarted = performance.now();
  await knowledgeBase.lookupBatch(probes);
  const lookupMs = performance.now() - lookupStarted;

  console.log(`kbart: ${dir}`);
  console.log(`  rows          ${knowledgeBase.size}`);
  console.log(`  load          ${loadMs.toFixed(0)} ms`);
  console.log(`  heap added    ${(after.heap - before.heap).toFixed(1)} MiB`);
  console.log(`  buffers added ${(after.external - before.external).toFixed(1)} MiB`);
  console.log(`  rss           ${after.rss.toFixed(1)} MiB`);
  console.log(`  100k lookups  ${lookupMs.toFixed(0)} ms`);

  // Every platform indexed, as a job meeting them all does (its first lines' look-ups). Each
  // pass's index is kept, so that the memory it adds is its own.
  const kept: unknown[] = [];
  for (let pass = 1; pass <= 3; pass += 1) {
    globalThis.gc?.();
    const start = memoryMiB();
    const indexing = performance.now();
    const preloaded = await loadKnowledgeBases([dir], { preload: true });
    const indexMs = performance.now() - indexing;
    kept.push(preloaded);
    globalThis.gc?.();
    const end = memoryMiB();
    console.log(
      `  every platform indexed (pass ${String(pass)}): ${String(preloaded.size)} rows in ` +
        `${indexMs.toFixed(0)} ms, heap +${(end.heap - start.heap).toFixed(1)} MiB, ` +
        `off-heap +${(end.external - start.external).toFixed(1)} MiB (file bytes included)`,
    );
  }
}

await main();
