#!/usr/bin/env node
// Acceptance run of the native platform catalog over the reference test tables
// (../shared/acceptance/platforms by default). Reports coverage; fails only when a platform we
// implement natively misses any of its rows. Needs `npm run build` first (imports the built lib).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatTestReport,
  loadPlatformCatalog,
  readTestSets,
  runTestSets,
} from '@sillage/platforms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(root, process.argv[2] ?? '../shared/acceptance/platforms');

const catalog = await loadPlatformCatalog();
const sets = readTestSets(dir);
const report = runTestSets(sets, catalog);
await catalog.close();

for (const line of formatTestReport(report)) {
  console.log(line);
}
const withRows = report.platforms.filter((p) => p.rows > 0);
const covered = withRows.filter((p) => p.covered);
const allRows = withRows.reduce((sum, p) => sum + p.rows, 0);
const below = covered.filter((p) => p.failed > 0);
console.log(
  `coverage: ${covered.length}/${withRows.length} platforms covered, ` +
    `${report.passed}/${allRows} rows passed (${((100 * report.passed) / allRows).toFixed(1)} %)`,
);
// CI (.ci/run) collects `{runner, passed, failed}` from this file into its closing line.
if (process.env.ACCEPTANCE_SUMMARY_FILE) {
  writeFileSync(
    process.env.ACCEPTANCE_SUMMARY_FILE,
    JSON.stringify({ runner: 'platform acceptance', passed: report.passed, failed: report.failed }),
  );
}
if (below.length > 0) {
  console.error(
    `covered platforms below 100 %: ${below.map((p) => `${p.platform} ${p.passed}/${p.rows}`).join(', ')}`,
  );
  process.exitCode = 1;
}
