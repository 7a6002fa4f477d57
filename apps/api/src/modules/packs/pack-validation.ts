import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadExclusions } from '@sillage/pipeline';
import {
  findUnloadableParsers,
  listPackPlatformFolders,
  listPlatformsWithoutParser,
  loadPlatformCatalog,
  readTestSets,
  runTestSets,
  type RowFailure,
} from '@sillage/platforms';
import { loadCountries } from '../info/countries.js';
import { loadPredefinedSettings } from '../info/predefined-settings.js';
import type { PackValidator } from './pack-update.js';

const MAX_LISTED = 5;

/**
 * Platforms checked between two turns of the event loop. A whole pack checked in one go held the
 * api for seconds (health checks, websockets, the embedded worker's jobs); a few platforms take
 * milliseconds.
 */
const PLATFORMS_PER_TURN = 8;

const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/** Runs `check` over `items` in groups, letting the event loop turn between them. */
async function inTurns<T, R>(items: readonly T[], check: (group: T[]) => R[]): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += PLATFORMS_PER_TURN) {
    results.push(...check(items.slice(start, start + PLATFORMS_PER_TURN)));
    await nextTurn();
  }
  return results;
}

/** The names of the platform folders of the pack at `dir` that jobs skip (no readable parser.js). */
const skippedFolders = (dir: string) => new Set(listPlatformsWithoutParser(dir));

async function testPlatforms(dir: string): Promise<{ problems: string[]; failures: RowFailure[] }> {
  const problems: { folder: string; message: string }[] = [];
  // Pack parsers must win here: the tables test the pack's code, not a native rule of that name.
  const catalog = await loadPlatformCatalog({ packs: [dir], packWins: true, problems });
  // A platform jobs skip has no code of the pack to test: its table would test a native rule.
  const skipped = skippedFolders(dir);
  const sets = readTestSets(dir).filter((set) => !skipped.has(path.basename(set.folder)));
  try {
    return {
      problems: problems.map(
        (problem) => `${path.basename(problem.folder)}/manifest.json: ${problem.message}`,
      ),
      failures: await inTurns(sets, (group) => runTestSets(group, catalog).failures),
    };
  } finally {
    await catalog.close();
  }
}

/**
 * The folders of the pack at `dir` whose parser.js does not load; folders without a readable
 * parser.js are not asked (jobs skip them).
 */
async function unloadableFolders(dir: string): Promise<{ folder: string; message: string }[]> {
  const skipped = skippedFolders(dir);
  const folders = listPackPlatformFolders(dir).filter(
    (folder) => !skipped.has(path.basename(folder)),
  );
  return inTurns(folders, (group) =>
    findUnloadableParsers(
      dir,
      group.map((folder) => path.basename(folder)),
    ),
  );
}

/**
 * The parsers that load in `current` and not in `staging`, as `<folder>/parser.js: <why>` (paths
 * of the staging copy left out). Most platforms have no test table, so a parser that throws at
 * load would otherwise pass, and every line of its platform would be lost in the next jobs.
 */
async function brokenParsers(staging: string, current: string): Promise<string[]> {
  const failingBefore = new Set(
    (await unloadableFolders(current)).map((problem) => path.basename(problem.folder)),
  );
  return (await unloadableFolders(staging))
    .filter((problem) => !failingBefore.has(path.basename(problem.folder)))
    .map(
      (problem) =>
        `${path.basename(problem.folder)}/parser.js: ${problem.message.split(staging + path.sep).join('')}`,
    );
}

/** `names` joined, the first few of them only. */
const listed = (names: readonly string[]) =>
  names.length > MAX_LISTED ? `${names.slice(0, MAX_LISTED).join(', ')}, …` : names.join(', ');

/**
 * Refuses a version jobs could not use at all: no platform folder, or none with a parser.js
 * (every platform would be skipped). Some platforms without one are fine: jobs skip them, as the
 * reference does, and the catalog status names them.
 */
function checkHoldsParsers(staging: string): void {
  const platforms = listPackPlatformFolders(staging).length;
  if (platforms === 0) {
    throw new Error('this version holds no platform (<name>/manifest.json)');
  }
  const withoutParser = listPlatformsWithoutParser(staging);
  if (withoutParser.length === platforms) {
    throw new Error(
      `no platform of this version has a parser.js (${String(platforms)} without one: ${listed(withoutParser)})`,
    );
  }
}

/**
 * A platforms pack version is accepted when it holds platforms with a parser.js, every manifest
 * parses, every parser that loads in the running version still loads, and no test table fails
 * that passed in the running version (what already failed does not block an update that fixes
 * something else). Platforms without a readable parser.js are left out of the last two checks:
 * jobs skip them, so one of them does not block an update.
 */
export const validatePlatformsPack: PackValidator = async (staging, current) => {
  checkHoldsParsers(staging);
  const next = await testPlatforms(staging);
  if (next.problems.length > 0) {
    throw new Error(next.problems.slice(0, MAX_LISTED).join('; '));
  }
  const unloadable = await brokenParsers(staging, current);
  if (unloadable.length > 0) {
    throw new Error(
      `${String(unloadable.length)} parser(s) no longer load: ${unloadable.slice(0, MAX_LISTED).join('; ')}`,
    );
  }
  const failingBefore = new Set(
    (await testPlatforms(current)).failures.map(
      (failure) => `${failure.platform}\u0000${failure.url}`,
    ),
  );
  const regressions = next.failures.filter(
    (failure) => !failingBefore.has(`${failure.platform}\u0000${failure.url}`),
  );
  if (regressions.length > 0) {
    const listed = regressions
      .slice(0, MAX_LISTED)
      .map(
        (failure) =>
          `${failure.platform} (${path.basename(failure.file)}:${String(failure.line)})${failure.error === undefined ? '' : `: ${failure.error}`}`,
      );
    throw new Error(`${String(regressions.length)} test row(s) fail: ${listed.join('; ')}`);
  }
};

/** An exclusions pack version is accepted when its lists load. */
export const validateExclusionsPack: PackValidator = async (staging) => {
  await loadExclusions(staging);
};

/**
 * A resources pack version is accepted when every JSON file at its top parses and the files the
 * server reads (predefined settings, countries) have their expected shape.
 */
export const validateResourcesPack: PackValidator = async (staging) => {
  const names = (await readdir(staging)).filter((file) => file.endsWith('.json'));
  for (const name of names) {
    try {
      JSON.parse(await readFile(path.join(staging, name), 'utf8'));
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (names.includes('predefined-settings.json')) {
    await loadPredefinedSettings(path.join(staging, 'predefined-settings.json'));
  }
  if (names.includes('countries.json')) {
    await loadCountries(path.join(staging, 'countries.json'));
  }
};

/** Nothing to check (the middlewares are built in; a middlewares folder only carries data). */
export const acceptAnyVersion: PackValidator = () => Promise.resolve();
