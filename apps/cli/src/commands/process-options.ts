import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { readPlatformPacksFromEnv, readPlatformPackWinsFromEnv } from '@sillage/platforms';
import {
  checkCounterRobotsFile,
  defaultSatellitePackDir,
  loadOnCampusRangesFile,
  loadPredefinedSettings,
  loadRidCodes,
  type NetworkEnricherResources,
  type OnCampusRange,
  type PredefinedSettings,
} from '@sillage/pipeline';
import { CliError, readOptionValue } from '../cli-error.js';
import {
  readConfiguredDataDir,
  readDataDirFromEnv,
  readEnricherResourcesFromEnv,
} from '../config.js';
import {
  folderProblem,
  packProblem,
  requirePath,
  uncreatableFolderProblem,
  unreadableFileProblem,
  unwritableFileProblem,
} from '../path-checks.js';
import { STDIN_NAME } from './process-inputs.js';
import { counterPaths } from './process-sinks.js';
import type { ProcessOptions } from './process.command.js';

/** What `sillage process` takes from its options once they are all checked. */
export interface CheckedProcessOptions {
  headers: Record<string, string>;
  predefined: Record<string, PredefinedSettings>;
  /**
   * The resources pack file looked for when neither `--predefined` nor that file gave the
   * predefined settings (only the built-in ones are loaded then).
   */
  predefinedMissing?: string;
  onCampusRanges?: OnCampusRange[];
  platformPackWins: boolean;
  /**
   * The packs of SILLAGE_PLATFORM_PACKS, as the api and workers of this environment load them;
   * empty with `--platforms` or `--native-only`, which choose otherwise.
   */
  environmentPacks: string[];
  /**
   * Roots and `User-Agent` of the network enrichers, from SILLAGE_ENRICHER_URLS and
   * SILLAGE_ENRICHER_USER_AGENT as the api and workers read them (a mirror, a proxy).
   */
  enrichers: NetworkEnricherResources;
}

/** Commander's reader of a repeatable option (`-H a -H b`): every value, in order. */
export const collect = (value: string, previous: string[]) => [...previous, value];

/** Parses repeatable `-H 'Name: value'` options; a repeated name is joined with ", " as HTTP does. */
export function parseHeaderOptions(values: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const value of values) {
    const colon = value.indexOf(':');
    if (colon <= 0) {
      throw new CliError(`--header "${value}": expected "Name: value"`);
    }
    const name = value.slice(0, colon).trim();
    const text = value.slice(colon + 1).trim();
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
    if (existing === undefined) {
      headers[name] = text;
    } else {
      headers[existing] = `${headers[existing] ?? ''}, ${text}`;
    }
  }
  return headers;
}

/** The input files, the folders and files read, the files written: all there and usable. */
function checkPaths(files: readonly string[], options: ProcessOptions): void {
  if (files.filter((file) => file === STDIN_NAME).length > 1) {
    throw new CliError(`cannot read ${STDIN_NAME} twice: standard input is read once`, {
      exitCode: 2,
    });
  }
  for (const file of files.filter((name) => name !== STDIN_NAME)) {
    const problem = unreadableFileProblem(file);
    if (problem !== undefined) {
      throw new CliError(`cannot read ${file}: ${problem}`, { exitCode: 2 });
    }
  }
  const folders: [string, string | undefined][] = [
    ...options.pkb.map((dir): [string, string] => ['--pkb', dir]),
    ['--exclusions', options.exclusions],
    ['--verdicts', options.verdicts],
    // A mistyped data folder would silently mean "no community catalog", whoever names it.
    ['--data-dir', options.dataDir],
    ['SILLAGE_DATA_DIR', options.dataDir === undefined ? readConfiguredDataDir() : undefined],
  ];
  const read: [string, string | undefined][] = [
    ['--predefined', options.predefined],
    ['--counter-robots', options.counterRobots],
    ['--on-campus', options.onCampus],
    ['--fields', options.fields],
  ];
  const counter = options.counter === undefined ? undefined : counterPaths(options.counter);
  const written: [string, string | undefined][] = [
    ['--output', options.output],
    ['--report', options.report],
    ['--traces', options.traces],
    ['--counter', counter?.json],
    ['--counter', counter?.csv],
  ];
  // "-" is standard output for the result only: as a file name it would make a file named "-".
  for (const [option, target] of written.filter(([name]) => name !== '--output')) {
    if (target === STDIN_NAME) {
      throw new CliError(
        `${option} -: standard output carries the result only; give ${option} a file name`,
      );
    }
  }
  const checks: [[string, string | undefined][], (target: string) => string | undefined][] = [
    [options.platforms.map((dir) => ['--platforms', dir]), packProblem],
    [folders, folderProblem],
    [read, unreadableFileProblem],
    [written, unwritableFileProblem],
    [[['--rejects-dir', options.rejectsDir]], uncreatableFolderProblem],
  ];
  for (const [paths, problemOf] of checks) {
    for (const [option, target] of paths) {
      if (target !== undefined) {
        requirePath(option, target, problemOf);
      }
    }
  }
  checkDistinctFiles(files, written);
  checkRejectsDir(files, written, options.rejectsDir);
}

/** Files `--rejects-dir` writes: `lines-<category>.log` and `denied-ecs.<extension>`. */
export const REJECT_FILE = /^(?:lines-[a-z-]+\.log|denied-ecs\.[a-z.]+)$/;

/** A folder as the file system has it (links followed) when it exists, else as written. */
function folderIdentity(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return path.resolve(folder);
  }
}

/**
 * No input and no other output is one of the files `--rejects-dir` writes: they are opened, and
 * so emptied, before the first line is read, and re-processing `lines-unknown-formats.log` with a
 * better format from that very folder would erase it.
 */
function checkRejectsDir(
  files: readonly string[],
  written: readonly [string, string | undefined][],
  rejectsDir: string | undefined,
): void {
  if (rejectsDir === undefined) {
    return;
  }
  const folder = folderIdentity(rejectsDir);
  const named: [string, string][] = [
    ...files
      .filter((file) => file !== STDIN_NAME)
      .map((file): [string, string] => ['the input', file]),
    ...written.flatMap(([option, target]): [string, string][] =>
      target === undefined ? [] : [[option, target]],
    ),
  ];
  for (const [what, file] of named) {
    if (REJECT_FILE.test(path.basename(file)) && folderIdentity(path.dirname(file)) === folder) {
      throw new CliError(
        `${what} ${file}: --rejects-dir ${rejectsDir} writes a file of that name; choose another folder for the rejects`,
      );
    }
  }
}

const isFile = (file: string): boolean =>
  statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/**
 * The same regular file as an existing one (device and inode, so a link or another spelling of
 * the path is caught), else the absolute path; undefined for a device or a pipe (`/dev/null`
 * may take several outputs).
 */
function fileIdentity(file: string): string | undefined {
  try {
    const info = statSync(file);
    return info.isFile() ? `${String(info.dev)}:${String(info.ino)}` : undefined;
  } catch {
    return path.resolve(file);
  }
}

/**
 * No file is written twice, nor over an input: `-o access.log access.log` would replace the
 * log by its result once the job ends, and `--report` on the `-o` file would overwrite it.
 */
export function checkDistinctFiles(
  files: readonly string[],
  written: readonly [string, string | undefined][],
): void {
  const taken = new Map<string, string>();
  for (const file of files.filter((name) => name !== STDIN_NAME)) {
    const identity = fileIdentity(file);
    if (identity !== undefined) {
      taken.set(identity, `the input ${file}`);
    }
  }
  for (const [option, target] of written) {
    const identity = target === undefined ? undefined : fileIdentity(target);
    if (target === undefined || identity === undefined) {
      continue;
    }
    const owner = taken.get(identity);
    if (owner !== undefined) {
      throw new CliError(`${option} ${target}: it is also ${owner}; choose another file`);
    }
    taken.set(identity, `the ${option} file`);
  }
}

/**
 * Checks every option of `sillage process` before any work starts (inputs readable, folders
 * there, files valid, outputs writable) and reads the small files the job settings need; the
 * first problem throws a CliError naming the option.
 */
export async function checkProcessOptions(
  files: readonly string[],
  options: ProcessOptions,
): Promise<CheckedProcessOptions> {
  checkPaths(files, options);
  const headers = parseHeaderOptions(options.header);
  if (options.nativeOnly === true && options.platforms.length > 0) {
    throw new CliError('--native-only and --platforms cannot be used together');
  }
  // With no pack, no pack platform can win either.
  if (options.nativeOnly === true && options.packWins === true) {
    throw new CliError('--native-only and --pack-wins cannot be used together');
  }
  // Verdicts choose between a native platform and a pack's: with no pack, or with every pack
  // platform serving from its parser.js, nothing would read them.
  for (const [flag, given] of [
    ['--native-only', options.nativeOnly],
    ['--pack-wins', options.packWins],
  ] as const) {
    if (given === true && options.verdicts !== undefined) {
      throw new CliError(`--verdicts and ${flag} cannot be used together`);
    }
  }
  const { counterRobots, fields, onCampus } = options;
  // Without --predefined, the resources pack the api fetched into the data folder, as its jobs.
  const fetchedPredefined = path.join(
    defaultSatellitePackDir(path.resolve(options.dataDir ?? readDataDirFromEnv()), 'resources'),
    'predefined-settings.json',
  );
  const builtInOnly = options.predefined === undefined && !isFile(fetchedPredefined);
  const predefined =
    options.predefined === undefined && isFile(fetchedPredefined)
      ? await readOptionValue(
          "the data folder's resources pack (--predefined chooses another file)",
          () => loadPredefinedSettings(fetchedPredefined),
        )
      : await readOptionValue('--predefined', () => loadPredefinedSettings(options.predefined));
  if (counterRobots !== undefined) {
    await readOptionValue('--counter-robots', () => {
      checkCounterRobotsFile(counterRobots);
    });
  }
  if (fields !== undefined) {
    await readOptionValue('--fields', () => loadRidCodes(fields));
  }
  const onCampusRanges =
    onCampus === undefined
      ? undefined
      : await readOptionValue('--on-campus', () => loadOnCampusRangesFile(onCampus));
  const platformPackWins =
    options.packWins === true ||
    (await readOptionValue('environment', readPlatformPackWinsFromEnv));
  const environmentPacks =
    options.platforms.length > 0 || options.nativeOnly === true ? [] : readPlatformPacksFromEnv();
  for (const dir of environmentPacks) {
    requirePath('SILLAGE_PLATFORM_PACKS', dir, packProblem);
  }
  const enrichers = await readOptionValue('environment', () => readEnricherResourcesFromEnv());
  return {
    headers,
    predefined,
    ...(builtInOnly ? { predefinedMissing: fetchedPredefined } : {}),
    ...(onCampusRanges === undefined ? {} : { onCampusRanges }),
    platformPackWins,
    environmentPacks,
    enrichers,
  };
}
