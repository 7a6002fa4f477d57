#!/usr/bin/env node
// Acceptance run of the platform catalog over the reference test tables, in the default
// configuration: the community platforms pack loaded (../shared/packs/ezpaarse-platforms unless
// --pack says otherwise), each platform served by its parser.js or by a native platform proven
// equal (verdicts of the differential check, cached by tools/shared-pack-verdicts.mjs). Every
// visible row must pass. The native catalog alone is measured too, for information.
// Needs `npm run build` first (imports the built lib).
// Usage: node tools/platforms-acceptance.mjs [TABLES_DIR] [--pack DIR]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatTestReport,
  loadPlatformCatalog,
  readTestSets,
  runTestSets,
} from '@sillage/platforms';
import { nativeVerdictsOf } from './shared-pack-verdicts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const packAt = args.indexOf('--pack');
const pack = path.resolve(
  root,
  packAt === -1 ? '../shared/packs/ezpaarse-platforms' : args[packAt + 1],
);
const positional = args.filter((arg, index) => arg !== '--pack' && index !== packAt + 1);
const dir = path.resolve(root, positional[0] ?? '../shared/acceptance/platforms');
const sets = readTestSets(dir);

async function measure(options) {
  const catalog = await loadPlatformCatalog(options);
  try {
    const sources = new Map(catalog.platforms.map((platform) => [platform.name, platform.source]));
    return { report: runTestSets(sets, catalog), sources };
  } finally {
    await catalog.close();
  }
}

const summary = (report) => {
  const withRows = report.platforms.filter((p) => p.rows > 0);
  const allRows = withRows.reduce((sum, p) => sum + p.rows, 0);
  return { withRows, allRows };
};

// Information: the native rules alone (the offline fallback).
const native = await measure({ packs: [] });
const nativeCounts = summary(native.report);
console.log(
  `native catalog alone: ${native.report.passed}/${nativeCounts.allRows} rows passed ` +
    `(${((100 * native.report.passed) / nativeCounts.allRows).toFixed(1)} %)`,
);

// The default configuration, which must pass every row.
const { report, sources } = await measure({
  packs: [pack],
  nativeVerdicts: await nativeVerdictsOf(pack),
});
for (const line of formatTestReport(report)) {
  console.log(line);
}
const { withRows, allRows } = summary(report);
const covered = withRows.filter((p) => p.covered);
const servedNatively = covered.filter((p) => sources.get(p.platform) === 'native').length;
console.log(
  `default configuration (pack ${path.relative(root, pack)}): ${covered.length}/${withRows.length} ` +
    `platforms covered (${servedNatively} by native rules proven equal, ` +
    `${covered.length - servedNatively} by the pack), ${report.passed}/${allRows} rows passed ` +
    `(${((100 * report.passed) / allRows).toFixed(1)} %)`,
);
// CI (.ci/run) collects `{runner, passed, failed}` from this file into its closing line.
if (process.env.ACCEPTANCE_SUMMARY_FILE) {
  writeFileSync(
    process.env.ACCEPTANCE_SUMMARY_FILE,
    JSON.stringify({
      runner: 'platform acceptance',
      passed: report.passed,
      failed: report.failed + report.skipped,
    }),
  );
}
const below = withRows.filter((p) => p.failed > 0 || !p.covered);
if (below.length > 0) {
  console.error(
    `platforms below 100 %: ${below.map((p) => `${p.platform} ${p.passed}/${p.rows}`).join(', ')}`,
  );
  process.exitCode = 1;
}
