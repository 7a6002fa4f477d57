import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeTestPack } from '../testing/verification-pack.js';
import { packKeyOf, recognitionCodeKey } from './verdict-key.js';
import {
  readNativeVerdicts,
  readVerificationReport,
  verdictKeysOf,
  writeVerificationReport,
} from './verdict-store.js';
import type { VerificationReport } from './verification.types.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

let pack: { dir: string; remove: () => void };
let verdicts: string;

beforeEach(() => {
  pack = writeTestPack();
  verdicts = mkdtempSync(path.join(tmpdir(), 'sillage-verdicts-'));
});

afterEach(() => {
  pack.remove();
  rmSync(verdicts, { recursive: true, force: true });
});

function reportFor(keys: { packKey: string; codeKey: string }): VerificationReport {
  return {
    formatVersion: 1,
    ...keys,
    sourcesKey: 's',
    computedAt: new Date(0).toISOString(),
    durationMs: 1,
    inputs: { table: 1, log: 0, list: 0, variants: 10 },
    platforms: [
      {
        platform: 'alpha',
        serving: 'native',
        tried: 11,
        equal: 11,
        differing: 0,
        answered: 3,
        tableRows: 2,
        differences: [],
        manifest: [],
      },
      {
        platform: 'beta',
        serving: 'pack',
        tried: 11,
        equal: 10,
        differing: 1,
        answered: 3,
        tableRows: 2,
        differences: [],
        manifest: [],
      },
    ],
  };
}

describe('packKeyOf', () => {
  it('is the commit of a clean git copy, and changes with a new commit', async () => {
    git(pack.dir, 'init', '-q');
    git(pack.dir, 'add', '.');
    git(pack.dir, 'commit', '-q', '-m', 'first');
    const first = git(pack.dir, 'rev-parse', 'HEAD');
    expect(await packKeyOf(pack.dir)).toBe(`git:${first}`);
    writeFileSync(path.join(pack.dir, 'alpha', 'parser.js'), '// changed\n');
    // Changed by hand, not committed: the commit no longer says what the parsers are.
    expect(await packKeyOf(pack.dir)).toMatch(/^content:/);
    git(pack.dir, 'commit', '-q', '-am', 'second');
    const second = git(pack.dir, 'rev-parse', 'HEAD');
    expect(second).not.toBe(first);
    expect(await packKeyOf(pack.dir)).toBe(`git:${second}`);
  });

  it('hashes the parsers, manifests and data of a plain folder, not its tables', async () => {
    const before = await packKeyOf(pack.dir);
    writeFileSync(path.join(pack.dir, 'alpha', 'test', 'more.csv'), 'in-url\nhttp://x/\n');
    expect(await packKeyOf(pack.dir)).toBe(before);
    writeFileSync(path.join(pack.dir, 'alpha', 'kinds.json'), '{}');
    const withData = await packKeyOf(pack.dir);
    expect(withData).not.toBe(before);
    writeFileSync(path.join(pack.dir, 'alpha', 'parser.js'), '// changed\n');
    expect(await packKeyOf(pack.dir)).not.toBe(withData);
  });
});

describe('verdict cache', () => {
  it('gives the native verdicts of the pack version it was computed for', async () => {
    const keys = await verdictKeysOf([pack.dir]);
    expect(keys.codeKey).toBe(await recognitionCodeKey());
    expect(await readNativeVerdicts(verdicts, [pack.dir])).toEqual(new Set());
    await writeVerificationReport(verdicts, reportFor(keys));
    expect(await readNativeVerdicts(verdicts, [pack.dir])).toEqual(new Set(['alpha']));
    expect(await readVerificationReport(verdicts, keys)).toMatchObject({ sourcesKey: 's' });
  });

  it('gives nothing for another pack commit: every platform then serves from the pack', async () => {
    git(pack.dir, 'init', '-q');
    git(pack.dir, 'add', '.');
    git(pack.dir, 'commit', '-q', '-m', 'first');
    await writeVerificationReport(verdicts, reportFor(await verdictKeysOf([pack.dir])));
    expect(await readNativeVerdicts(verdicts, [pack.dir])).toEqual(new Set(['alpha']));
    git(pack.dir, 'commit', '-q', '--allow-empty', '-m', 'second');
    expect(await readNativeVerdicts(verdicts, [pack.dir])).toEqual(new Set());
  });

  it('ignores a file it cannot read and no pack at all', async () => {
    const keys = await verdictKeysOf([pack.dir]);
    const file = await writeVerificationReport(verdicts, reportFor(keys));
    writeFileSync(file, '{"formatVersion": 1, "platforms": "not a list"');
    expect(await readNativeVerdicts(verdicts, [pack.dir])).toEqual(new Set());
    expect(await readNativeVerdicts(verdicts, [])).toEqual(new Set());
  });

  it('keeps the newest reports only', async () => {
    for (let index = 0; index < 10; index += 1) {
      const file = await writeVerificationReport(
        verdicts,
        reportFor({ packKey: `git:${String(index)}`, codeKey: 'c' }),
      );
      const when = new Date(Date.UTC(2024, 0, 1, 0, index));
      utimesSync(file, when, when);
    }
    expect(readdirSync(verdicts).sort()).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((index) => `git-${String(index)}--c.json`),
    );
  });
});
