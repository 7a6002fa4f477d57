import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  formatTestReport,
  type LoadedCatalog,
  type PlatformTestSet,
  loadPlatformCatalog,
  readPlatformPackWinsFromEnv,
  readPlatformPacksFromEnv,
  readNativeVerdicts,
  readPlatformTestRows,
  readTestTableFile,
  readTestSets,
  runTestSets,
  VERDICTS_FOLDER,
} from '@sillage/platforms';
import { choosePlatformPacks, type PlatformPacksChoice } from '@sillage/pipeline';
import { readConfiguredDataDir, readDataDirFromEnv } from '../config.js';
import { CliError, exitOnCliError, readOptionValue } from '../cli-error.js';
import { addErrorHint } from '../error-hints.js';
import { folderProblem, packProblem, requirePath } from '../path-checks.js';
import { defaultPackOf, describeCatalog } from './catalog-choice.js';
import { registerPlatformsVerifyCommand } from './platforms-verify.command.js';
import { warnAboutSkippedPlatforms } from './process-warnings.js';

/** Where command output goes (stdout/stderr by default; tests pass their own). */
export interface CommandIo {
  out: (text: string) => void;
  err: (text: string) => void;
  setExitCode: (code: number) => void;
}

const processIo: CommandIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  setExitCode: (code) => {
    process.exitCode = code;
  },
};

interface CatalogFlags {
  platforms?: string[];
  packWins?: boolean;
  /** No pack at all, not even the community catalog of the data folder. */
  nativeOnly?: boolean;
  dataDir?: string;
}

/** `--data-dir`, else SILLAGE_DATA_DIR, else ./data: each checked when given, as `process` does. */
function dataDirOf(flags: CatalogFlags): string {
  if (flags.dataDir !== undefined) {
    requirePath('--data-dir', flags.dataDir, folderProblem);
  }
  const configured = readConfiguredDataDir();
  if (flags.dataDir === undefined && configured !== undefined) {
    requirePath('SILLAGE_DATA_DIR', configured, folderProblem);
  }
  return path.resolve(flags.dataDir ?? readDataDirFromEnv());
}

/**
 * The packs of SILLAGE_PLATFORM_PACKS and `--platforms`, each checked to be a pack; with neither
 * (and no `--native-only`), the community catalog of the data folder, as `sillage process` and
 * the server's jobs load it, the choice said on stderr once it is loaded.
 */
async function choosePacks(flags: CatalogFlags): Promise<{ packs: string[]; said?: SaidChoice }> {
  const fromEnv = readPlatformPacksFromEnv();
  const fromFlags = flags.platforms ?? [];
  for (const [option, dirs] of [
    ['SILLAGE_PLATFORM_PACKS', fromEnv],
    ['--platforms', fromFlags],
  ] as const) {
    for (const dir of dirs) {
      requirePath(option, dir, packProblem);
    }
  }
  const configured = [...fromEnv, ...fromFlags];
  const defaultPack = defaultPackOf(configured, flags.nativeOnly, dataDirOf(flags));
  const choice = await choosePlatformPacks(configured, defaultPack);
  return {
    packs: choice.packs,
    ...(defaultPack === undefined ? {} : { said: { defaultPack, choice } }),
  };
}

/** A catalog chosen by default, to be said once loaded (with its version). */
interface SaidChoice {
  defaultPack: string;
  choice: PlatformPacksChoice;
}

/** `--pack-wins`, else SILLAGE_PLATFORM_PACK_WINS (default: native wins a name clash). */
async function packWinsOf(flags: CatalogFlags): Promise<boolean> {
  return (
    flags.packWins === true || (await readOptionValue('environment', readPlatformPackWinsFromEnv))
  );
}

/**
 * The native catalog with the packs of the flags and the environment, once they are checked;
 * with `verdictsDir`, the native platforms proven equal to this pack version serve natively, as
 * in jobs and on the admin platforms page.
 */
async function loadCatalogOf(flags: CatalogFlags, io: CommandIo, verdictsDir?: string) {
  const { packs, said } = await choosePacks(flags);
  // It only chooses between a pack platform and a native one: said, as other unused options are.
  if (flags.packWins === true && packs.length === 0) {
    io.err(
      'sillage: warning: --pack-wins: unused, no platform pack is loaded (--platforms <dir> gives one)\n',
    );
  }
  const packWins = await packWinsOf(flags);
  const nativeVerdicts =
    verdictsDir === undefined || packWins
      ? undefined
      : await readNativeVerdicts(verdictsDir, packs);
  const problems: { folder: string; message: string }[] = [];
  const catalog = await loadPlatformCatalog({
    packs,
    packWins,
    ...(nativeVerdicts === undefined ? {} : { nativeVerdicts }),
    problems,
  });
  for (const warning of warnAboutSkippedPlatforms(problems)) {
    io.err(warning);
  }
  if (said !== undefined) {
    io.err(describeCatalog(said.defaultPack, said.choice, catalog.version.platformsVersion));
  }
  return catalog;
}

/** `platforms list --verdicts`, checked; else the data folder's, as `sillage process` reads them. */
function verdictsDirOf(flags: CatalogFlags & { verdicts?: string }): string {
  if (flags.verdicts === undefined) {
    return path.join(dataDirOf(flags), VERDICTS_FOLDER);
  }
  if (flags.packWins === true) {
    throw new CliError('--verdicts and --pack-wins cannot be used together');
  }
  requirePath('--verdicts', flags.verdicts, folderProblem);
  return flags.verdicts;
}

const DIR_HINT =
  'DIR goes before --only or --platforms (or after --): sillage platforms test DIR --only sd acs';

/**
 * `sillage platforms test|list|verify`: runs reference-layout test tables, lists the loaded
 * platforms, checks which native platforms equal the pack's.
 */
export function registerPlatformsCommand(program: Command, io: CommandIo = processIo): Command {
  const platforms = program
    .command('platforms')
    .description(
      'Platform recognition: run test tables, list the loaded platforms, verify native platforms against a pack.',
    );

  const test = platforms
    .command('test')
    .description('Run every <name>/test/*.csv under DIR against the loaded catalogs (exact match).')
    .argument('<dir>', 'folder in the reference platforms layout')
    .option(
      '--platforms <packs...>',
      "ezPAARSE-layout pack folders to load (default: SILLAGE_PLATFORM_PACKS, else the data folder's community catalog)",
    )
    .option('--pack-wins', 'a pack platform replaces the native one with the same name')
    .option('--native-only', 'only the built-in platform rules (no default pack)')
    .option(
      '--data-dir <dir>',
      "the server's data folder, for the community catalog it fetched (default: $SILLAGE_DATA_DIR or ./data)",
    )
    .option('--only <names...>', 'run only these platforms')
    .option('--json', 'print the report as JSON')
    // --only and --platforms take every word after them: a DIR there is read as one of them.
    .addHelpText('after', `\n${DIR_HINT}`)
    .action(async (dir: string, flags: CatalogFlags & { only?: string[]; json?: boolean }) => {
      const code = await exitOnCliError(async () => {
        requirePath('platforms test', dir, folderProblem);
        // What cannot be read in it (a table) is the folder's problem: one line, no stack.
        const sets = await readOptionValue(`platforms test ${dir}`, () =>
          readTestSets(dir, flags.only),
        );
        if (sets.length === 0 && flags.only === undefined) {
          throw new CliError(
            `platforms test ${dir}: no platform folder in it (<platform>/manifest.json or <platform>/test/)`,
          );
        }
        const unmatched = unmatchedNames(flags.only ?? [], sets);
        if (unmatched.length > 0) {
          const problem = `no platform folder in ${dir} is named ${unmatched.map((name) => `"${name}"`).join(', ')} (by manifest name or folder)`;
          // None at all would run nothing and pass: a typo must not look like a green run.
          if (sets.length === 0) {
            throw new CliError(`--only: ${problem}`);
          }
          io.err(`sillage: warning: --only: ${problem}\n`);
        }
        // A pack as installed has no test/ folders: running it would pass 0 rows, a false green.
        if (sets.every((set) => set.rows.length === 0)) {
          throw new CliError(
            `platforms test ${dir}: no test row in it (<platform>/test/*.csv): nothing to check`,
          );
        }
        const catalog = await loadCatalogOf(flags, io);
        try {
          const report = runTestSets(sets, catalog);
          io.out(
            flags.json === true
              ? `${JSON.stringify(report, null, 2)}\n`
              : `${formatTestReport(report, { verbose: true }).join('\n')}\n`,
          );
          return report.failed > 0 ? 1 : 0;
        } finally {
          await catalog.close();
        }
      }, io.err);
      io.setExitCode(code);
    });
  // ...and after the error ("missing required argument 'dir'") such a DIR gives.
  addErrorHint(test, DIR_HINT);

  platforms
    .command('list')
    .description('List the loaded platforms: name, long name, source, status, domains, test rows.')
    .option(
      '--platforms <packs...>',
      "ezPAARSE-layout pack folders to load (default: SILLAGE_PLATFORM_PACKS, else the data folder's community catalog)",
    )
    .option('--pack-wins', 'a pack platform replaces the native one with the same name')
    .option('--native-only', 'only the built-in platform rules (no default pack)')
    .option(
      '--data-dir <dir>',
      "the server's data folder, for the community catalog it fetched (default: $SILLAGE_DATA_DIR or ./data)",
    )
    .option(
      '--native-tables <dir>',
      'folder of the native platforms and their own tables',
      'libs/platforms/src/catalog',
    )
    .option(
      '--verdicts <dir>',
      'verdicts of the differential check: a native platform proven equal to the pack is listed as native (default: platform-verdicts in $SILLAGE_DATA_DIR or ./data, as the api writes them)',
    )
    .option('--json', 'print the list as JSON')
    .action(
      async (
        flags: CatalogFlags & { nativeTables: string; verdicts?: string; json?: boolean },
        command: Command,
      ) => {
        const code = await exitOnCliError(async () => {
          // The default is the repository's folder: elsewhere, native test rows are not counted,
          // and the list says why rather than showing "-" for each.
          if (command.getOptionValueSource('nativeTables') === 'cli') {
            requirePath('--native-tables', flags.nativeTables, folderProblem);
          } else if (!existsSync(flags.nativeTables)) {
            io.err(
              `sillage: warning: native test rows not counted: no ${flags.nativeTables} here ` +
                '(run from the repository, or give --native-tables)\n',
            );
          }
          const catalog = await loadCatalogOf(flags, io, verdictsDirOf(flags));
          try {
            // A table that cannot be read (to count its rows) is the pack's problem: one line.
            await readOptionValue('platforms list', () => {
              listPlatforms(catalog, flags, io);
            });
            return 0;
          } finally {
            await catalog.close();
          }
        }, io.err);
        io.setExitCode(code);
      },
    );
  registerPlatformsVerifyCommand(platforms, io);
  return program;
}

/** The `--only` names that are neither the manifest name nor the folder of any test set. */
function unmatchedNames(only: readonly string[], sets: readonly PlatformTestSet[]): string[] {
  const known = new Set(sets.flatMap((set) => [set.platform, path.basename(set.folder)]));
  return [...new Set(only)].filter((name) => !known.has(name));
}

/** Prints one row per loaded platform, as text or JSON. */
function listPlatforms(
  catalog: LoadedCatalog,
  flags: { nativeTables: string; json?: boolean },
  io: CommandIo,
): void {
  const rows = catalog.parsers.map((parser) => ({
    name: parser.info.name,
    longName: parser.info.longName,
    source: parser.info.source,
    status: parser.info.status ?? null,
    domains: parser.info.domains.length,
    testRows: countRows(parser.origin, flags.nativeTables, parser.folder ?? parser.info.name),
  }));
  if (flags.json === true) {
    io.out(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  for (const row of rows) {
    io.out(
      `${row.name}\t${row.longName}\t${row.source}\t${row.status ?? '-'}\t${row.domains} domains\t${row.testRows ?? '-'} test rows\n`,
    );
  }
  // The split by source, so the total can be checked against the admin platforms page.
  const bySource = new Map<string, number>();
  for (const row of rows) {
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + 1);
  }
  const split = [...bySource]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, count]) => `${String(count)} ${source}`)
    .join(', ');
  io.out(`${rows.length} platforms${split === '' ? '' : ` (${split})`}\n`);
}

// A pack platform's rows are its `test/*.csv`; a native one's, its own table
// `<folder>/<folder>.test.csv` (folder: the reference's, `upso` for `University Press…`).
function countRows(
  packFolder: string | undefined,
  nativeTables: string,
  folder: string,
): number | null {
  if (packFolder !== undefined) {
    return readPlatformTestRows(packFolder).length;
  }
  const own = path.join(nativeTables, folder, `${folder}.test.csv`);
  if (!existsSync(own)) {
    return null;
  }
  return readTestTableFile(own).length;
}
