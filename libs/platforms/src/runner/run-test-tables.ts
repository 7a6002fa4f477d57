import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ParserOutput } from '../recognition/platform-parser.js';
import { matchesExpected, readTestTable } from './test-table.js';
import type { TestRow } from './test-table.js';

/** What the runner needs from loaded catalogs. */
export interface TableTester {
  /** True when a loaded parser has this platform name. */
  covers(platform: string): boolean;
  /** Runs the platform's parser on one test input like the reference harness (decode, legacy parse); errors reported, not thrown. */
  testParse(
    platform: string,
    input: Record<string, string>,
  ): { output: ParserOutput; error?: string };
}

/** One failing row, with what was expected and what the parser gave. */
export interface RowFailure {
  platform: string;
  file: string;
  line: number;
  url: string;
  expected: Record<string, string>;
  got: ParserOutput;
  error?: string;
}

/** Per-platform outcome; `covered` is false when no loaded parser has that name (rows not run). */
export interface PlatformTestSummary {
  platform: string;
  rows: number;
  passed: number;
  failed: number;
  covered: boolean;
}

/** Outcome of running every test table under a directory. */
export interface TestRunReport {
  platforms: PlatformTestSummary[];
  failures: RowFailure[];
  passed: number;
  failed: number;
  /** Rows of platforms no loaded parser covers. */
  skipped: number;
}

/** One platform folder of a reference-layout directory with its test rows. */
export interface PlatformTestSet {
  /** The manifest `name` (falls back to the folder name). */
  platform: string;
  folder: string;
  rows: TestRow[];
}

/** The platform name a folder's manifest gives (the folder's name when it gives none). */
export function manifestName(folder: string, manifest = readManifest(folder)): string {
  return typeof manifest.name === 'string' ? manifest.name : path.basename(folder);
}

/** A platform folder's manifest.json as read (empty when missing or unreadable). */
export function readManifest(folder: string): Record<string, unknown> {
  try {
    const manifest: unknown = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    return typeof manifest === 'object' && manifest !== null ? { ...manifest } : {};
  } catch {
    return {};
  }
}

/**
 * Platform name → folder for every platform folder under `dir`. A few reference manifests carry a
 * `name` other than their folder (`bep` is `business-expert-press`, `kiss` is `KISS`), and the
 * platform is known by its manifest name, so lookups by name must go through this map.
 */
export function platformFolders(dir: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const entry of readdirSync(dir).sort()) {
    const folder = path.join(dir, entry);
    if (!entry.startsWith('.') && existsSync(path.join(folder, 'manifest.json'))) {
      folders.set(manifestName(folder), folder);
    }
  }
  return folders;
}

/** Rows of one test table file. */
export function readTestTableFile(file: string): TestRow[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    // A pack holds hundreds of tables: the one that could not be read is named.
    const message = (error as { message?: unknown } | undefined)?.message;
    throw new Error(
      `cannot read test table ${file}: ${typeof message === 'string' ? message : String(error)}`,
      { cause: error },
    );
  }
  return readTestTable(text, file);
}

/** Rows of every `*.csv` in `<folder>/test`, files in name order. */
export function readPlatformTestRows(folder: string): TestRow[] {
  const testDir = path.join(folder, 'test');
  if (!existsSync(testDir)) {
    return [];
  }
  return readdirSync(testDir)
    .filter((file) => file.endsWith('.csv'))
    .sort()
    .flatMap((file) => {
      return readTestTableFile(path.join(testDir, file));
    });
}

/** Every platform folder (with a manifest or a test folder) under `dir`, in name order, dot-folders skipped. */
export function readTestSets(dir: string, only?: readonly string[]): PlatformTestSet[] {
  const wanted = only === undefined ? undefined : new Set(only);
  return readdirSync(dir)
    .filter((entry) => !entry.startsWith('.'))
    .sort()
    .map((entry) => path.join(dir, entry))
    .filter((folder) => statSync(folder).isDirectory())
    .filter(
      (folder) =>
        existsSync(path.join(folder, 'manifest.json')) || existsSync(path.join(folder, 'test')),
    )
    .map((folder) => ({
      platform: manifestName(folder),
      folder,
      rows: readPlatformTestRows(folder),
    }))
    .filter(
      (set) =>
        wanted === undefined || wanted.has(set.platform) || wanted.has(path.basename(set.folder)),
    );
}

/**
 * The loaded parser that answers for a test set: the one named like the manifest, else the one
 * named like the folder (a parser written under the folder name of a platform whose manifest
 * says otherwise, e.g. `upso` for "University Press Scholarship Online ").
 */
function parserName(set: PlatformTestSet, tester: TableTester): string | undefined {
  if (tester.covers(set.platform)) {
    return set.platform;
  }
  const folderName = path.basename(set.folder);
  return tester.covers(folderName) ? folderName : undefined;
}

/** Runs test rows against the loaded parsers with the reference exact-match rule. */
export function runTestSets(sets: readonly PlatformTestSet[], tester: TableTester): TestRunReport {
  const report: TestRunReport = { platforms: [], failures: [], passed: 0, failed: 0, skipped: 0 };
  for (const set of sets) {
    const parser = parserName(set, tester);
    const summary: PlatformTestSummary = {
      platform: set.platform,
      rows: set.rows.length,
      passed: 0,
      failed: 0,
      covered: parser !== undefined,
    };
    for (const row of parser === undefined ? [] : set.rows) {
      const result = tester.testParse(parser ?? set.platform, row.input);
      if (result.error === undefined && matchesExpected(result.output, row.expected)) {
        summary.passed += 1;
        continue;
      }
      summary.failed += 1;
      const failure: RowFailure = {
        platform: set.platform,
        file: row.file,
        line: row.line,
        url: row.input.url ?? '',
        expected: row.expected,
        got: result.output,
      };
      if (result.error !== undefined) {
        failure.error = result.error;
      }
      report.failures.push(failure);
    }
    if (summary.covered) {
      report.passed += summary.passed;
      report.failed += summary.failed;
    } else {
      report.skipped += summary.rows;
    }
    report.platforms.push(summary);
  }
  return report;
}

/** Reads every `<name>/test/*.csv` under `dir` and runs it (convenience over readTestSets + runTestSets). */
export function runTestTables(
  dir: string,
  tester: TableTester,
  only?: readonly string[],
): TestRunReport {
  return runTestSets(readTestSets(dir, only), tester);
}
