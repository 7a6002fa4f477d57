// Adds up the per-runner summaries written in the results folder into CI's closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
let passed = 0;
let failed = 0;

/** Passed and failed tests of one summary file. */
function countsOf(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (data.stats) {
    // Playwright's JSON reporter; `errors` are the run's own (a server that did not start).
    return {
      passed: data.stats.expected ?? 0,
      failed: (data.stats.unexpected ?? 0) + (data.stats.flaky ?? 0) + (data.errors?.length ?? 0),
    };
  }
  return { passed: data.passed ?? 0, failed: data.failed ?? 0 };
}

for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const counts = countsOf(path.join(folder, file));
  passed += counts.passed;
  failed += counts.failed;
}

// A step that failed although its report counts no failure still counts one.
const failedSteps = path.join(folder, 'failed-steps.list');
if (existsSync(failedSteps)) {
  for (const file of readFileSync(failedSteps, 'utf8').split('\n').filter(Boolean)) {
    if (countsOf(file).failed === 0) {
      failed += 1;
    }
  }
}

console.log(`${passed} passed, ${failed} failed`);
