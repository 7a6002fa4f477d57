#!/usr/bin/env node
// The differential check over the whole shared pack, its acceptance tables and logs (the pack
// snapshot has no tables of its own): each native platform against the pack's parser of the same
// name. Fails when the check breaks, or when a platform it would serve natively is not equal on
// every URL tried, never exercised or tried on no row of its own table; differences are its result, not a failure. The verdicts are
// stored where the acceptance run and the bench read them (tools/shared-pack-verdicts.mjs).
// Needs `npm run build` first (imports the built lib). Prints the verdict counts and time.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatVerification } from '@sillage/platforms';
import { verifySharedPack } from './shared-pack-verdicts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');
const started = Date.now();
const report = await verifySharedPack(path.join(shared, 'packs/ezpaarse-platforms'));
const seconds = (Date.now() - started) / 1000;

const lines = formatVerification(report);
console.log(lines.slice(-2).join('\n'));
const broken = report.platforms.filter(
  (verdict) =>
    verdict.serving === 'native' &&
    (verdict.differing > 0 ||
      verdict.equal !== verdict.tried ||
      verdict.answered === 0 ||
      verdict.tableRows === 0),
);
const native = report.platforms.filter((verdict) => verdict.serving === 'native');
const checks = [
  ['a verdict for every platform both native and in the pack', report.platforms.length > 600],
  [
    'URLs from tables, logs and variants',
    report.inputs.table > 0 && report.inputs.log > 0 && report.inputs.variants > 0,
  ],
  ['some native platform proven equal', native.length > 0],
  ['every native verdict equal on all URLs tried, table rows among them', broken.length === 0],
];
for (const [name, ok] of checks) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}
console.log(`full verification: ${seconds.toFixed(1)} s wall`);
if (broken.length > 0) {
  console.error(`native verdicts that do not hold: ${broken.map((v) => v.platform).join(', ')}`);
}
const failed = checks.filter(([, ok]) => !ok).length;
// CI (.ci/run) collects `{runner, passed, failed}` from this file into its closing line.
if (process.env.VERIFY_SUMMARY_FILE) {
  writeFileSync(
    process.env.VERIFY_SUMMARY_FILE,
    JSON.stringify({ runner: 'platform verification', passed: checks.length - failed, failed }),
  );
}
process.exitCode = failed > 0 ? 1 : 0;
