import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadExclusions } from '@sillage/pipeline';
import {
  findUnloadableParsers,
  listPackPlatformFolders,
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

async function testPlatforms(dir: string): Promise<{ problems: string[]; failures: RowFailure[] }> {
  const problems: { folder: string; message: string }[] = [];
  // Pack parsers must win here: the tables test the pack's code, not a native rule of that name.
  const catalog = await loadPlatformCatalog({ packs: [dir], packWins: true, problems });
  try {
    return {
      problems: problems.map(
        (problem) => `${path.basename(problem.folder)}/manifest.json: ${problem.message}`,
      ),
      failures: await inTurns(readTestSets(dir), (sets) => runTestSets(sets, catalog).failures),
    };
  } finally {
    await catalog.close();
  }
}

/** The folders of the pack at `dir` whose parser.js does not load. */
async function unloadableFolders(dir: string): Promise<{ folder: string; message: string }[]> {
  return inTurns(listPackPlatformFolders(dir), (folders) =>
    findUnloadableParsers(
      dir,
      folders.map((folder) => path.basename(folder)),
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

/**
 * A platforms pack version is accepted when every manifest parses, every parser that loads in the
 * running version still loads, and no test table fails that passed in the running version (what
 * already failed does not block an update that fixes something else).
 */
export const validatePlatformsPack: PackValidator = async (staging, current) => {
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
