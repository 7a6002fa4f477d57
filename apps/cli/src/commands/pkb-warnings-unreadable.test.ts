import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runNodeUnprivileged } from '@sillage/platforms/testing';

const MODULE = path.join(import.meta.dirname, 'process-warnings.ts');

/**
 * The `--pkb` warnings for each of `dirs`, computed in one process of its own (as `nobody` under
 * root): one start from the sources takes seconds.
 */
function warningsAsUser(dirs: readonly string[]): string[][] {
  const script = `
    const { warnAboutNonKbartFiles } = await import(${JSON.stringify(MODULE)});
    const warnings = [];
    for (const dir of process.argv.slice(1)) warnings.push(await warnAboutNonKbartFiles(dir));
    process.stdout.write(JSON.stringify(warnings));`;
  return JSON.parse(
    runNodeUnprivileged(['--input-type=module', '-e', script, ...dirs]),
  ) as string[][];
}

describe('--pkb files that cannot be read', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sillage-pkb-unreadable-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** A knowledge-base folder of two KBART files and one note, the named files unreadable. */
  function pkbFolder(name: string, unreadable: readonly string[]): string {
    const pkb = path.join(root, name);
    mkdirSync(path.join(pkb, 'sd'), { recursive: true, mode: 0o755 });
    chmodSync(pkb, 0o755);
    const header = 'publication_title\tprint_identifier\ttitle_id\nA\t0012-1606\t00121606\n';
    for (const file of ['sd_A_2024-01-01.txt', 'sd_B_2024-01-01.txt']) {
      writeFileSync(path.join(pkb, 'sd', file), header, { mode: 0o644 });
    }
    writeFileSync(path.join(pkb, 'sd', 'sd_notes.txt'), 'To do\n', { mode: 0o644 });
    for (const file of unreadable) {
      chmodSync(path.join(pkb, 'sd', file), 0o000);
    }
    return pkb;
  }

  it('are named with the reason, not as files with no KBART header', () => {
    const readable = pkbFolder('readable', []);
    const oneUnreadable = pkbFolder('one-unreadable', ['sd_B_2024-01-01.txt']);
    expect(warningsAsUser([readable, oneUnreadable])).toEqual([
      [expect.stringContaining('1 of 3 files have no KBART header line')],
      [
        `--pkb ${oneUnreadable}: 1 of 3 files could not be read, so nothing in them can match (${path.join('sd', 'sd_B_2024-01-01.txt')}: EACCES)`,
        expect.stringMatching(/1 of 3 files have no KBART header line .*\(sd\/sd_notes\.txt\)$/),
      ],
    ]);
  });
});
