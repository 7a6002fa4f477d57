import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' ? [] : sourceFiles(full);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The reasons the api's errors carry as their `message`: the first argument of its error helpers
 * (`conflict('jobsRunning')`, both branches of a conditional) and the third of `new HttpError`.
 * Reasons with values (`updateFailed: …`) are worded by the pages that send them.
 */
function apiReasons(): Set<string> {
  const reasons = new Set<string>();
  const helper =
    /\b(?:badRequest|unauthenticated|forbidden|notFound|conflict|gone|serviceUnavailable|notImplemented)\(([^()]*)\)/g;
  const constructed = /new HttpError\(\s*\d+,\s*'[A-Z_]+',\s*([^,)]*)/g;
  for (const file of sourceFiles(path.join(ROOT, 'apps/api/src'))) {
    const source = readFileSync(file, 'utf8');
    for (const [, argument = ''] of [...source.matchAll(helper), ...source.matchAll(constructed)]) {
      // A reason looked up in a table (`MESSAGES[state]`): the table's values are plain literals
      // elsewhere, and its keys are no reasons.
      if (argument.includes('[')) {
        continue;
      }
      // Not the values a condition compares with (`status === 'completed' ? … : …`).
      for (const [, reason = ''] of argument.matchAll(/(?<![=!]==\s*)'([A-Za-z_]+)'/g)) {
        reasons.add(reason);
      }
    }
  }
  return reasons;
}

// The web app words a failed call by `errors.<message>`, else by its kind alone ("This item
// already exists."): a reason without its own text leaves the user guessing what went wrong.
it('gives every reason the api sends a text of its own, in both languages', () => {
  const reasons = apiReasons();
  expect(reasons.size).toBeGreaterThan(40);
  expect(reasons).toContain('tooManyAttempts');
  for (const locale of ['en', 'fr']) {
    const catalog = JSON.parse(
      readFileSync(path.join(ROOT, `apps/web/src/shared/i18n/locales/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    expect([...reasons].filter((reason) => catalog[`errors.${reason}`] === undefined)).toEqual([]);
  }
});
