// Adds up the per-runner summaries written in the results folder into CI's closing line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
let passed = 0;
let failed = 0;

for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const data = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  if (data.stats) {
    // Playwright's JSON reporter.
    passed += data.stats.expected ?? 0;
    failed += (data.stats.unexpected ?? 0) + (data.stats.flaky ?? 0);
  } else {
    passed += data.passed ?? 0;
    failed += data.failed ?? 0;
  }
}

console.log(`${passed} passed, ${failed} failed`);
