// Preloaded into the benchmarked CLI: each process (the `sillage` launcher and the job's node)
// appends its peak RSS (KiB) and CPU time (µs) as one JSON line to $BENCH_USAGE_FILE on exit.
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const line = JSON.stringify({
      launcher: (process.argv[1] ?? '').endsWith('sillage.mjs'),
      maxRss: usage.maxRSS,
      cpu: usage.userCPUTime + usage.systemCPUTime,
    });
    appendFileSync(file, `${line}\n`);
  });
}
