// Preloaded into the benchmarked CLI: writes its peak RSS (KiB) and CPU time (µs) as JSON to
// $BENCH_USAGE_FILE on exit.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({ maxRss: usage.maxRSS, cpu: usage.userCPUTime + usage.systemCPUTime }),
    );
  });
}
