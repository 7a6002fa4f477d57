import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runNodeUnprivileged } from '@sillage/platforms/testing';

const MODULE = path.join(import.meta.dirname, 'process-warnings.ts');

/** The `--pkb` warnings for `dir`, computed in a process of its own (as `nobody` under root). */
function warningsAsUser(dir: string): string[] {
  const script = `
    const { warnAboutNonKbartFiles } = await import(${JSON.stringify(MODULE)});
    process.stdout.write(JSON.stringify(await warnAboutNonKbartFiles(process.argv[1])));`;
  return JSON.parse(runNodeUnprivileged(['--input-type=module', '-e', script, dir])) as string[];
}

describe('--pkb files that cannot be read', () => {
  let pkb: string;
  beforeEach(() => {
    pkb = mkdtempSync(path.join(tmpdir(), 'sillage-pkb-unreadable-'));
    chmodSync(pkb, 0o755);
  });
  afterEach(() => {
    rmSync(pkb, { recursive: true, force: true });
  });

  it('are named with the reason, not as files with no KBART header', () => {
    mkdirSync(path.join(pkb, 'sd'), { mode: 0o755 });
    const header = 'publication_title\tprint_identifier\ttitle_id\nA\t0012-1606\t00121606\n';
    for (const name of ['sd_A_2024-01-01.txt', 'sd_B_2024-01-01.txt']) {
      writeFileSync(path.join(pkb, 'sd', name), header, { mode: 0o644 });
    }
    writeFileSync(path.join(pkb, 'sd', 'sd_notes.txt'), 'To do\n', { mode: 0o644 });
    expect(warningsAsUser(pkb)).toEqual([
      expect.stringContaining('1 of 3 files have no KBART header line'),
    ]);
    chmodSync(path.join(pkb, 'sd', 'sd_B_2024-01-01.txt'), 0o000);
    expect(warningsAsUser(pkb)).toEqual([
      `--pkb ${pkb}: 1 of 3 files could not be read, so nothing in them can match (${path.join('sd', 'sd_B_2024-01-01.txt')}: EACCES)`,
      expect.stringMatching(/1 of 3 files have no KBART header line .*\(sd\/sd_notes\.txt\)$/),
    ]);
  });
});
