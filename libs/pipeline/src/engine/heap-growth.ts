import { setFlagsFromString } from 'node:v8';

// Jobs stream millions of short-lived events; with V8's default heap growth the garbage they
// promote piles up to twice the live heap before a major GC (≈570 MiB peak for 1 M lines).
// Collecting when the old space has grown 20 % past what the last GC kept holds the peak near
// 330 MiB for the same CPU (docs/benchmarks.md), without the hard cap of --max-old-space-size
// that a large knowledge base could hit.

/** Called by every process that runs jobs (CLI, worker, api) at start-up; V8 reads the flag at every GC. */
export function limitHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=20');
}
