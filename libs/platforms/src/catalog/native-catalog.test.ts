import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NATIVE_PLATFORMS } from './native-platforms.js';
import { loadPlatformCatalog } from '../recognition/load-catalog.js';
import type { LoadedCatalog } from '../recognition/load-catalog.js';
import { platformFolders, readPlatformTestRows } from '../runner/run-test-tables.js';
import { matchesExpected, readTestTable } from '../runner/test-table.js';
import type { TestRow } from '../runner/test-table.js';
import { ACCEPTANCE_PLATFORMS_DIR, NATIVE_CATALOG_DIR } from '../testing/paths.js';

// The platform is known by its manifest name; its reference folder (and so our catalog folder and
// own table) may be named otherwise (`bep` holds `business-expert-press`).
const acceptanceFolders = platformFolders(ACCEPTANCE_PLATFORMS_DIR);
function acceptanceFolder(name: string): string {
  return acceptanceFolders.get(name) ?? path.join(ACCEPTANCE_PLATFORMS_DIR, name);
}

let catalog: LoadedCatalog;
beforeAll(async () => {
  catalog = await loadPlatformCatalog();
});

function ownRows(name: string): TestRow[] {
  const folder = path.basename(acceptanceFolder(name));
  const file = path.join(NATIVE_CATALOG_DIR, folder, `${folder}.test.csv`);
  return readTestTable(readFileSync(file, 'utf8'), file);
}

function check(name: string, rows: TestRow[]): void {
  const failures = rows
    .map((row) => ({ row, result: catalog.testParse(name, row.input) }))
    .filter(
      ({ row, result }) =>
        result.error !== undefined || !matchesExpected(result.output, row.expected),
    )
    .map(({ row, result }) => ({
      url: row.input.url,
      expected: row.expected,
      got: result.output,
    }));
  expect(failures).toEqual([]);
}

describe.each(NATIVE_PLATFORMS.map((p) => p.name))('native platform %s', (name) => {
  it('passes every row of its own table', () => {
    const rows = ownRows(name);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    check(name, rows);
  });

  it('passes every acceptance row of the reference', () => {
    check(name, readPlatformTestRows(acceptanceFolder(name)));
  });

  it('declares the manifest facts of the reference', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(acceptanceFolder(name), 'manifest.json'), 'utf8'),
    ) as {
      longname: string;
      domains: string[];
      publisher_name?: string;
      status: string;
      docurl?: string;
      'pkb-domains'?: string;
    };
    const definition = NATIVE_PLATFORMS.find((p) => p.name === name);
    expect(definition?.domains).toEqual(manifest.domains);
    const info = catalog.platforms.find((p) => p.name === name);
    expect(info).toEqual(
      expect.objectContaining({ longName: manifest.longname, source: 'native' }),
    );
    expect(info?.publisherName).toBe(manifest.publisher_name);
    expect(info?.status).toBe(manifest.status);
    const docUrl = manifest.docurl?.trim();
    expect(info?.docUrl).toBe(docUrl === '' ? undefined : docUrl);
    const column = manifest['pkb-domains'];
    expect(info?.pkbDomainColumn).toBe(column === '' ? undefined : column);
    // The trial order of shared hosts follows the reference folders.
    const parser = catalog.parsers.find((p) => p.info.name === name);
    expect(parser?.folder).toBe(path.basename(acceptanceFolder(name)));
  });
});
