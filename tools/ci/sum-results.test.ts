import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../.ci/sum-results.mjs');

/** CI's closing line for a results folder holding `files` (name → content). */
function closingLine(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sillage-ci-results-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(path.join(folder, name), content.replaceAll('{folder}', folder));
    }
    return execFileSync(process.execPath, [SCRIPT, folder], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const jestSummary = JSON.stringify({ runner: 'jest', passed: 5, failed: 0 });

describe('CI closing line', () => {
  it('adds every runner up, Playwright reports included', () => {
    expect(
      closingLine({
        'jest.json': jestSummary,
        'e2e.json': JSON.stringify({ stats: { expected: 3, unexpected: 1, flaky: 1 }, errors: [] }),
      }),
    ).toBe('8 passed, 2 failed');
  });

  it("counts Playwright's own errors (a server that could not start) as failures", () => {
    expect(
      closingLine({
        'jest.json': jestSummary,
        'e2e.json': JSON.stringify({
          stats: { expected: 0, unexpected: 0 },
          errors: [{ message: 'http://127.0.0.1:3310/api/health is already used' }],
        }),
      }),
    ).toBe('5 passed, 1 failed');
  });

  it('counts a failed step whose report shows no failure once', () => {
    expect(
      closingLine({
        'jest.json': jestSummary,
        'reliability.json': JSON.stringify({ passed: 2, failed: 0 }),
        'failed-steps.list': '{folder}/reliability.json\n',
      }),
    ).toBe('7 passed, 1 failed');
    expect(
      closingLine({
        'jest.json': JSON.stringify({ runner: 'jest', passed: 5, failed: 2 }),
        'failed-steps.list': '{folder}/jest.json\n',
      }),
    ).toBe('5 passed, 2 failed');
  });
});
