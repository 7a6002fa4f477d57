#!/usr/bin/env node
// `node tools/audit/run.mjs [summary.json]`: `npm audit --omit=dev --audit-level=high` as one CI
// test. Passes when no high or critical advisory touches a production dependency, fails (listing
// them) otherwise. When the registry offers no advisory endpoint (an offline mirror answers 405
// or cannot be reached), nothing can be checked: the run says so plainly and counts as skipped,
// neither passed nor failed, rather than claiming a clean audit.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const summaryFile = process.argv[2];
const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}

function finish(summary, exitCode) {
  if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ runner: 'npm audit', ...summary }));
  process.exit(exitCode);
}

const unreachable =
  report === undefined ||
  typeof report.statusCode === 'number' ||
  (report.error !== undefined && report.metadata === undefined);
if (unreachable) {
  const reason =
    report?.message ?? report?.error?.summary ?? audit.stderr.trim().split('\n').at(-1);
  console.log(`npm audit: SKIPPED, the registry's advisory database is unreachable (${reason}).`);
  finish({ passed: 0, failed: 0, skipped: 1 }, 0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ['high', 'critical'].includes(entry.severity),
);
for (const [name, entry] of serious) {
  const via = entry.via.map((item) => (typeof item === 'string' ? item : item.title)).join('; ');
  console.log(
    `${entry.severity}: ${name} ${entry.range} (${via})${entry.fixAvailable ? ', fix available' : ''}`,
  );
}
console.log(
  `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
finish(
  { passed: serious.length === 0 ? 1 : 0, failed: serious.length },
  serious.length === 0 ? 0 : 1,
);
