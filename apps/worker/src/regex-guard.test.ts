import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a catastrophic regex in a fresh node process, after importing `module` (if any). */
async function probe(module: string): Promise<string> {
  const script = [
    `await import(${JSON.stringify(module)});`,
    // Nested quantifiers on a non-matching input: 2^40 paths for a backtracking engine.
    "const re = new RegExp('^(a+)+$');",
    "process.stdout.write('result=' + String(re.test('a'.repeat(40) + 'b')));",
  ].join('\n');
  const { stdout } = await run(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script],
    // A hang detector, not a speed assertion: the unguarded engine needs days for this input.
    { timeout: 60_000, cwd: path.resolve(__dirname, '../../..') },
  );
  return stdout;
}

/** Runs `lines` (an ES module body) in a fresh node process, after importing `guard` (if any). */
async function runAfter(guard: string | undefined, lines: string[]): Promise<string> {
  const script = [
    ...(guard === undefined ? [] : [`await import(${JSON.stringify(guard)});`]),
    ...lines,
  ].join('\n');
  const root = path.resolve(__dirname, '../../..');
  const { stdout } = await run(
    process.execPath,
    [
      '--conditions=development',
      '--import',
      '@swc-node/register/esm-register',
      '--input-type=module',
      '-e',
      script,
    ],
    {
      timeout: 60_000,
      cwd: root,
      env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'tsconfig.base.json') },
    },
  );
  return stdout;
}

/** Compiles a log format with a nested-count custom regex in a fresh node process. */
function compileNestedCount(guard: string | undefined): Promise<string> {
  return runAfter(guard, [
    "const { compileLogFormat } = await import('@sillage/log-parser');",
    "try { compileLogFormat('ezproxy', '%h %{a}<(?:a{4}){8}>'); process.stdout.write('accepted'); }",
    "catch (error) { process.stdout.write('refused: ' + error.message); }",
  ]);
}

/** What an `Extract` header becomes in a guarded process: its rule, or why it is refused. */
function parseExtract(value: string): Promise<string> {
  return runAfter(path.join(__dirname, 'regex-guard.ts'), [
    "const { parseExtractExpression } = await import('@sillage/shared-types');",
    `const parsed = parseExtractExpression(${JSON.stringify(value)});`,
    "process.stdout.write(parsed.ok ? 'accepted' : 'refused: ' + parsed.failure.message);",
  ]);
}

describe('regex backtracking guard', () => {
  it('is the first import of main.ts, so it precedes every regex of the process', async () => {
    const main = await readFile(path.join(__dirname, 'main.ts'), 'utf8');
    const imports = main.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './regex-guard.js';");
  });

  it('lets a catastrophic regex finish (V8 falls back to its linear engine)', async () => {
    expect(await probe(path.join(__dirname, 'regex-guard.ts'))).toMatch(/result=false$/);
  });

  it('lets the log-format compiler refuse custom regexes V8 cannot run linearly (ADR 0023)', async () => {
    // 4 × 8 nested repetitions pass the compiler's own scan; only V8's `l` flag sees them.
    expect(await compileNestedCount(path.join(__dirname, 'regex-guard.ts'))).toMatch(
      /^refused: .*cannot run in linear time/,
    );
    expect(await compileNestedCount(undefined)).toBe('accepted');
  }, 120_000);

  // V8's linear engine runs no `i` regex: the header's regex runs with its cases spelled out.
  // One process for the three cases (a start from the sources takes seconds).
  it('accepts a case-insensitive Extract regex, and runs a catastrophic one to its end', async () => {
    const stdout = await runAfter(path.join(__dirname, 'regex-guard.ts'), [
      "const { linearRunnable, parseExtractExpression } = await import('@sillage/shared-types');",
      "for (const value of ['login => /^([a-z]+)_([a-z]+)$/i => first,last', 'login => split(/_/i) => a,b']) {",
      '  const parsed = parseExtractExpression(value);',
      "  process.stdout.write((parsed.ok ? 'accepted' : 'refused: ' + parsed.failure.message) + '\\n');",
      '}',
      "const { pattern, flags } = linearRunnable('^(a+)+$', 'i');",
      "process.stdout.write('result=' + String(new RegExp(pattern, flags).test('A'.repeat(40) + 'b')));",
    ]);
    expect(stdout.split('\n')).toEqual(['accepted', 'accepted', 'result=false']);
  }, 120_000);

  it('refuses a Unicode-mode Extract regex, saying why', async () => {
    expect(await parseExtract('login => /^(\\w+)$/u => a')).toMatch(
      /^refused: .*the "u" flag \(Unicode mode has no linear-time engine/,
    );
  }, 60_000);
});
