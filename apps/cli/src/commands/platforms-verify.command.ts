import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  findUnloadableParsers,
  formatVerification,
  readUrlList,
  readVerificationReport,
  VERDICTS_FOLDER,
  verdictKeysOf,
  verifyPlatforms,
  writeVerificationReport,
} from '@sillage/platforms';
import { CliError, exitOnCliError } from '../cli-error.js';
import { readDataDirFromEnv } from '../config.js';
import {
  folderProblem,
  packProblem,
  requirePath,
  uncreatableFolderProblem,
  unreadableFileProblem,
} from '../path-checks.js';
import type { CommandIo } from './platforms.command.js';
import { warnAboutSkippedPlatforms } from './process-warnings.js';

interface VerifyFlags {
  pack: string;
  urls?: string[];
  tables?: string[];
  logs?: string[];
  only?: string[];
  seed: string;
  maxDifferences: string;
  writeCache?: string | true;
  json?: boolean;
}

function positiveInteger(text: string, option: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new CliError(`${option} must be a whole number, not "${text}"`);
  }
  return value;
}

/** Where `--write-cache` writes: its folder, else the data folder's verdicts. */
function cacheDirOf(writeCache: string | true): string {
  return writeCache === true
    ? path.join(path.resolve(readDataDirFromEnv()), VERDICTS_FOLDER)
    : writeCache;
}

/** Why a `--logs` target is neither a readable log file nor a folder of them, or undefined. */
const logPathProblem = (target: string) => {
  if (!existsSync(target)) {
    return 'no such file or folder';
  }
  return statSync(target).isDirectory() ? folderProblem(target) : unreadableFileProblem(target);
};

/** Every path of the flags, checked before the check runs (it takes a while on a whole pack). */
function checkPaths(flags: VerifyFlags): void {
  requirePath('--pack', flags.pack, packProblem);
  for (const dir of flags.tables ?? []) {
    requirePath('--tables', dir, folderProblem);
  }
  for (const file of flags.urls ?? []) {
    requirePath('--urls', file, unreadableFileProblem);
  }
  for (const target of flags.logs ?? []) {
    requirePath('--logs', target, logPathProblem);
  }
  if (flags.writeCache !== undefined) {
    requirePath('--write-cache', cacheDirOf(flags.writeCache), uncreatableFolderProblem);
  }
}

/**
 * One file holds the verdicts of every platform of a pack version: a check of some platforms
 * (`--only`) written over it would send the others back to the pack without a word. Refused
 * before the check runs, unless that file holds no other platform's verdict.
 */
async function checkPartialWrite(flags: VerifyFlags): Promise<void> {
  if (flags.writeCache === undefined || flags.only === undefined) {
    return;
  }
  const cached = await readVerificationReport(
    cacheDirOf(flags.writeCache),
    await verdictKeysOf([flags.pack]),
  );
  const only = new Set(flags.only);
  const others = (cached?.platforms ?? []).filter((verdict) => !only.has(verdict.platform));
  if (others.length > 0) {
    throw new CliError(
      `--write-cache with --only would drop the verdicts of ${String(others.length)} other ` +
        `platform(s) of this pack version (${others
          .slice(0, 3)
          .map((verdict) => verdict.platform)
          .join(', ')}${others.length > 3 ? ', …' : ''}): run without --only to write them ` +
        'all, or give --write-cache another folder',
    );
  }
}

/**
 * `sillage platforms verify --pack DIR`: the differential check of the native platforms against
 * the pack's. Differences are its result, not a failure: the exit status is 1 only on errors.
 */
export function registerPlatformsVerifyCommand(platforms: Command, io: CommandIo): void {
  platforms
    .command('verify')
    .description(
      'Run each native platform and the pack platform of the same name on the same URLs (the ' +
        "pack's tables, the URLs its parsers quote or their regexes match, --tables, --logs, " +
        '--urls, and generated variants of them) and say which ' +
        'platforms may serve natively: those equal on every URL tried.',
    )
    .requiredOption('--pack <dir>', 'ezPAARSE-layout pack folder (its <name>/test/*.csv are read)')
    .option('--urls <files...>', 'files of URLs to try, one per line')
    .option('--tables <dirs...>', 'more test-table folders in the pack layout')
    .option('--logs <paths...>', 'log files or folders of them (.log, .csv, .txt, gzipped or not)')
    .option('--only <names...>', 'check only these platforms')
    .option('--seed <n>', 'seed of the URL variants (same seed, same verdicts)', '1')
    .option('--max-differences <n>', 'differing URLs shown per platform', '5')
    .option(
      '--write-cache [dir]',
      'store the verdicts where jobs read them (default: platform-verdicts in SILLAGE_DATA_DIR)',
    )
    .option('--json', 'print the report as JSON')
    .action(async (flags: VerifyFlags) => {
      const code = await exitOnCliError(async () => {
        checkPaths(flags);
        await checkPartialWrite(flags);
        const seed = positiveInteger(flags.seed, '--seed');
        const maxDifferences = positiveInteger(flags.maxDifferences, '--max-differences');
        // Lines no platform could answer are left out of the check (and of its "listed" count).
        for (const file of flags.urls ?? []) {
          const { other } = readUrlList(file);
          if (other > 0) {
            io.err(
              `sillage: warning: --urls ${file}: ${String(other)} line(s) not an http(s) URL, left out\n`,
            );
          }
        }
        const problems: { folder: string; message: string }[] = [];
        const report = await verifyPlatforms({
          packs: [flags.pack],
          problems,
          ...(flags.tables === undefined ? {} : { tables: flags.tables }),
          ...(flags.logs === undefined ? {} : { logs: flags.logs }),
          ...(flags.urls === undefined ? {} : { urlLists: flags.urls }),
          ...(flags.only === undefined ? {} : { only: flags.only }),
          seed,
          maxDifferences,
        }).catch((error: unknown) => {
          // What the check could not read (a log, a table) is the input's problem: one line.
          throw new CliError(error instanceof Error ? error.message : String(error), {
            cause: error,
          });
        });
        // A pack platform left out, or whose parser does not load, would otherwise read as one
        // the native rules differ from (or as a name that is not in the pack).
        for (const warning of warnAboutSkippedPlatforms(problems)) {
          io.err(warning);
        }
        const checkedNames = report.platforms.map((verdict) => verdict.platform);
        for (const { folder, message } of findUnloadableParsers(flags.pack, checkedNames)) {
          io.err(
            `sillage: warning: ${folder}: its parser.js does not load (${message}): the pack answers none of its URLs\n`,
          );
        }
        // A mistyped name checks nothing: said, rather than reported as "0 platforms".
        const checked = new Set(checkedNames);
        const unmatched = [...new Set(flags.only ?? [])].filter((name) => !checked.has(name));
        if (unmatched.length > 0) {
          const problem = `${unmatched.map((name) => `"${name}"`).join(', ')}: not both a native platform and a platform of ${flags.pack}`;
          if (checked.size === 0) {
            throw new CliError(`--only ${problem}`);
          }
          io.err(`sillage: warning: --only ${problem}\n`);
        }
        io.out(
          flags.json === true
            ? `${JSON.stringify(report, null, 2)}\n`
            : `${formatVerification(report).join('\n')}\n`,
        );
        if (flags.writeCache !== undefined) {
          const file = await writeVerificationReport(cacheDirOf(flags.writeCache), report);
          io.err(`verdicts written to ${file}\n`);
        }
        return 0;
      }, io.err);
      io.setExitCode(code);
    });
}
