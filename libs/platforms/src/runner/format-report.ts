import type { TestRunReport } from './run-test-tables.js';

function show(fields: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(fields, (_key, value: unknown) =>
    value === undefined ? '(undefined)' : value,
  );
}

/**
 * Human-readable report: one line per failing row (url, expected, got), a per-platform summary
 * (covered platforms with failures first), and last `N passed, N failed`.
 */
export function formatTestReport(
  report: TestRunReport,
  options: { verbose?: boolean } = {},
): string[] {
  const lines: string[] = [];
  for (const failure of report.failures) {
    const error = failure.error === undefined ? '' : ` error=${failure.error}`;
    lines.push(
      `FAIL ${failure.platform} ${failure.url}\n  expected ${show(failure.expected)}\n  got      ${show(failure.got)}${error}`,
    );
  }
  const covered = report.platforms.filter((p) => p.covered);
  for (const summary of covered) {
    if (summary.failed > 0 || options.verbose === true) {
      lines.push(`${summary.platform}: ${summary.passed}/${summary.rows} rows`);
    }
  }
  const skipped = report.platforms.length - covered.length;
  const perfect = covered.filter((p) => p.failed === 0).length;
  lines.push(
    `${covered.length} platforms run (${perfect} fully passing), ${skipped} without a loaded parser (${report.skipped} rows not run)`,
  );
  lines.push(`${report.passed} passed, ${report.failed} failed`);
  return lines;
}
