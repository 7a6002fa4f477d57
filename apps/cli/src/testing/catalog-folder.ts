import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The community platforms pack snapshot tests load (../shared, beside the clone). */
export const SNAPSHOT = path.resolve(__dirname, '../../../../../shared/packs/ezpaarse-platforms');

/**
 * A data folder whose `packs/platforms` holds karger (copied from the snapshot) as a git copy,
 * as the server leaves it after fetching the community catalog. Karger has no native rules: only
 * this pack recognises its URLs.
 */
export function dataFolderWithCatalog(): { dataDir: string; packDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-catalog-'));
  const packDir = path.join(dataDir, 'packs', 'platforms');
  mkdirSync(path.join(packDir, 'karger'), { recursive: true });
  for (const file of readdirSync(path.join(SNAPSHOT, 'karger'))) {
    writeFileSync(
      path.join(packDir, 'karger', file),
      readFileSync(path.join(SNAPSHOT, 'karger', file)),
    );
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.org', ...args], {
      cwd: packDir,
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'catalog');
  return { dataDir, packDir };
}
