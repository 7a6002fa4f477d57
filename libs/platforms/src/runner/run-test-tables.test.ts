import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPlatformCatalog } from '../recognition/load-catalog.js';
import type { LoadedCatalog } from '../recognition/load-catalog.js';
import { platformFolders, runTestTables } from './run-test-tables.js';

// Reference-layout folders whose manifest `name` is not the folder name, run against the real
// native catalog.
let dir: string;
let catalog: LoadedCatalog;

function addFolder(folder: string, name: string, csv: string): void {
  mkdirSync(path.join(dir, folder, 'test'), { recursive: true });
  writeFileSync(path.join(dir, folder, 'manifest.json'), JSON.stringify({ name, domains: [] }));
  writeFileSync(path.join(dir, folder, 'test', `${folder}.csv`), csv);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sillage-runner-'));
  // Native platform named like the manifest (`KISS`), not like the folder.
  addFolder(
    'kiss',
    'KISS',
    'out-rtype;out-mime;out-unitid;in-url\nABS;HTML;42;http://kiss.kstudy.com/thesis/thesis-view.asp?key=42\n',
  );
  // Native platform named like the folder (`aaf`), manifest saying otherwise.
  addFolder(
    'aaf',
    'allAfrica renamed',
    'out-rtype;out-mime;out-title_id;out-unitid;in-url\nARTICLE;HTML;7;7;https://allafrica.com/stories/7.html\nSEARCH;HTML;;;https://allafrica.com/stories/8.html\n',
  );
  // Neither name is a loaded parser.
  addFolder('nowhere', 'no-such-platform', 'out-rtype;in-url\nARTICLE;http://example.org/\n');
  catalog = await loadPlatformCatalog();
});

afterAll(async () => {
  await catalog.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('test tables of platforms whose manifest name differs from their folder', () => {
  it('maps manifest names to their folders', () => {
    expect([...platformFolders(dir).entries()]).toEqual([
      ['allAfrica renamed', path.join(dir, 'aaf')],
      ['KISS', path.join(dir, 'kiss')],
      ['no-such-platform', path.join(dir, 'nowhere')],
    ]);
  });

  it('runs rows with the parser named like the manifest, else like the folder', () => {
    const report = runTestTables(dir, catalog);
    expect(report.platforms.map((p) => [p.platform, p.covered, p.passed, p.failed])).toEqual([
      ['allAfrica renamed', true, 1, 1],
      ['KISS', true, 1, 0],
      ['no-such-platform', false, 0, 0],
    ]);
    expect(report.failures.map((f) => f.url)).toEqual(['https://allafrica.com/stories/8.html']);
    expect(report.skipped).toBe(1);
  });
});
