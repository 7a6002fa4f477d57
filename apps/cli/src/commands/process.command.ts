import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Readable, Writable } from 'node:stream';
import { InvalidArgumentError, type Command } from 'commander';
import {
  VERDICTS_FOLDER,
  nativePlatformsOf,
  readVerificationReport,
  verdictKeysOf,
} from '@sillage/platforms';
import { parseJobSettings, type JobReport, type JobSettings } from '@sillage/shared-types';
import {
  chooseCounterRobotsFile,
  chooseExclusionsDir,
  choosePlatformPacks,
  defaultSatellitePackDir,
  JOB_SETTINGS_CHECKS,
  loadPipelineResources,
  PIPELINE_MIDDLEWARES,
  readAppGitVersion,
  runPipeline,
  unstartedReport,
  usesGeolocation,
} from '@sillage/pipeline';
import { exitOnCliError } from '../cli-error.js';
import { readDataDirFromEnv } from '../config.js';
import { declaredInput, openInputs, STDIN_NAME } from './process-inputs.js';
import { checkProcessOptions, collect } from './process-options.js';
import {
  warnAboutEmptyResources,
  warnAboutSkippedPlatforms,
  warnAboutOutcome,
  warnAboutOutputCompression,
  warnAboutOutputName,
  warnAboutUnknownHeaders,
  warnAboutUnknownSettingValues,
  warnAboutRepeatedInputs,
  warnAboutStaleRejectFiles,
  warnAboutUnwrittenFiles,
} from './process-warnings.js';
import { discardAllAsideFilesSync } from './aside-file.js';
import { defaultPackOf, describeCatalog, describeCounterRobots } from './catalog-choice.js';
import { counterFiles, openSinks, removeRunFileSync } from './process-sinks.js';
import { createInterruptHandler, interruptedExitCode, STOP_SIGNALS } from './interrupts.js';
import { renderProgress } from './progress-line.js';
import { settleHeap } from './settle-heap.js';
import { failureHint } from './failure-hints.js';
import { notWritten } from './write-failure.js';

/** The application's install folder (`apps/cli/{src,dist}/commands/` is three levels below it). */
const INSTALL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Options of `sillage process`, as commander hands them over. */
export interface ProcessOptions {
  header: string[];
  output?: string;
  report?: string;
  traces?: string;
  rejectsDir?: string;
  platforms: string[];
  /** No pack at all, not even the community catalog of the data folder. */
  nativeOnly?: boolean;
  /** Data folder whose `packs/platforms` is used when no `--platforms` is given. */
  dataDir?: string;
  /** No informational message on stderr (warnings and errors still). */
  quiet?: boolean;
  /** Every pack platform serves from its parser.js, ignoring verdicts (also SILLAGE_PLATFORM_PACK_WINS). */
  packWins?: boolean;
  /** Threads running pack parsers (default: the platforms library's). */
  threads?: number;
  /** Cached verdicts of the differential check (default: the data folder's). */
  verdicts?: string;
  pkb: string[];
  exclusions?: string;
  predefined?: string;
  counterRobots?: string;
  /** On-campus ranges file (JSON: IPs/CIDRs and `{label, ranges}` entries). */
  onCampus?: string;
  /** Where the COUNTER JSON and CSV go (see counterPaths); implies `COUNTER-Mode: r51`. */
  counter?: string;
  fields?: string;
  progress: boolean;
}

/** The process streams a command talks to (injected by tests). */
export interface ProcessIo {
  stdin: Readable;
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean; columns?: number };
  /** Aborted (with the signal's name as reason) when the user interrupts the run. */
  signal?: AbortSignal;
}

/**
 * A second interrupt: the files a tidy stop would have removed that can be named here (the
 * result being written, the COUNTER files) are removed before the process ends.
 */
function quitNow(options: ProcessOptions): void {
  discardAllAsideFilesSync();
  for (const file of options.counter === undefined ? [] : counterFiles(options.counter)) {
    removeRunFileSync(file);
  }
  const left =
    options.rejectsDir === undefined
      ? ''
      : ` (reject files in ${options.rejectsDir} may be incomplete)`;
  process.stderr.write(`sillage: interrupted again: quit at once${left}\n`);
}

/**
 * Redraws the progress line on a terminal at most every 100 ms (and once at the end), with the
 * input bytes the live report says are read of how many (none known when one input is a stream).
 */
function createProgressDisplay(stderr: ProcessIo['stderr']) {
  const started = Date.now();
  let bytesRead = 0;
  let totalBytes: number | undefined;
  let drawn = 0;
  const draw = (report: JobReport, force: boolean) => {
    const { general } = report;
    if (typeof general['input-bytes-read'] === 'number') {
      bytesRead = general['input-bytes-read'];
      totalBytes = general['input-bytes-total'] ?? undefined;
    } else if (general['Job-Done'] === true && totalBytes !== undefined) {
      // The final report leaves the byte counts out: a job done has read all its inputs.
      bytesRead = totalBytes;
    }
    const now = Date.now();
    if (!force && now - drawn < 100) {
      return;
    }
    drawn = now;
    const line = renderProgress(
      {
        bytesRead,
        totalBytes,
        lines: Number(report.general['nb-lines-input'] ?? 0),
        events: Number(report.general['nb-ecs'] ?? 0),
        elapsedMs: now - started,
      },
      // A terminal with no size set says 0 columns: the usual 80 then.
      (stderr.columns !== undefined && stderr.columns > 0 ? stderr.columns : 80) - 1,
    );
    // \x1b[K clears what a longer previous line left.
    stderr.write(`\r${line}\x1b[K`);
  };
  return {
    update: (report: JobReport) => {
      draw(report, false);
    },
    finish: (report: JobReport) => {
      draw(report, true);
      stderr.write('\n');
    },
  };
}

/**
 * Runs one job from files (or stdin) to a result file (or stdout); resolves with the exit code:
 * 0 on success, 1 with "<status> <message>" on stderr when the job is refused or fails, and
 * "sillage: <option> …: <problem>" with 1 (2 for an input) when an option cannot be used, before
 * any work starts.
 */
export function runProcessCommand(
  files: readonly string[],
  options: ProcessOptions,
  io: ProcessIo,
  appVersion: string,
): Promise<number> {
  // `-o -` is standard output, as `-` is standard input (`./-` is a file named -).
  const { output, ...rest } = options;
  const outputs = output === STDIN_NAME ? rest : options;
  return exitOnCliError(
    () => processFiles(files, outputs, io, appVersion),
    (text) => io.stderr.write(text),
  );
}

async function processFiles(
  files: readonly string[],
  options: ProcessOptions,
  io: ProcessIo,
  appVersion: string,
): Promise<number> {
  const fail = (status: number, message: string, logFormatHeader?: string) => {
    io.stderr.write(
      `sillage: error ${status}: ${message}\n${failureHint(status, message, logFormatHeader)}`,
    );
    return 1;
  };
  const jobId = `cli-${String(Date.now())}`;
  /** Refused before any run: `--report` still says why, as the api's report of a refused job. */
  const refuse = async (status: number, message: string) => {
    await writeReport(
      options.report,
      unstartedReport(jobId, { status: 'error', errorCode: status, errorMessage: message }),
    );
    return fail(status, message);
  };
  // Stamped as the api and workers of the same checkout stamp theirs (git spawns, read meanwhile).
  const appGit = readAppGitVersion(INSTALL_DIR);
  const {
    headers,
    predefined,
    predefinedMissing,
    onCampusRanges,
    platformPackWins,
    environmentPacks,
    enrichers,
  } = await checkProcessOptions(files, options);
  // Before the settings are read: a misspelt header may be why they are refused.
  for (const warning of warnAboutUnknownHeaders(headers)) {
    io.stderr.write(warning);
  }
  if (options.counter !== undefined) {
    const mode = Object.keys(headers).find((name) => name.toLowerCase() === 'counter-mode');
    if (mode === undefined) {
      headers['COUNTER-Mode'] = 'r51';
    } else if (headers[mode]?.trim().toLowerCase() === 'reference') {
      // (A value that is no mode at all is refused below, in the settings' own words.)
      return refuse(
        4028,
        '--counter needs COUNTER-Mode: r51 (reference writes no COUNTER report).',
      );
    }
  }
  const parsed = parseJobSettings(headers, {
    predefined,
    availableMiddlewares: PIPELINE_MIDDLEWARES,
    checks: JOB_SETTINGS_CHECKS,
  });
  if (!parsed.ok) {
    const code = await refuse(parsed.failure.status, parsed.failure.message);
    if (parsed.failure.status === 4026 && predefinedMissing !== undefined) {
      // Not a typo, most likely: the institutions' list is not on this machine.
      io.stderr.write(
        `sillage: only the built-in predefined settings (${Object.keys(predefined).join(', ')}) are loaded: ` +
          `no ${predefinedMissing} (the server fetches it); --predefined <file> gives a list\n`,
      );
    }
    return code;
  }
  const { settings } = parsed;
  // Without --platforms, the packs of SILLAGE_PLATFORM_PACKS, else the community catalog the
  // server fetched into the data folder: what the api and workers of this environment load.
  const dataDir = path.resolve(options.dataDir ?? readDataDirFromEnv());
  const configured = options.platforms.length > 0 ? options.platforms : environmentPacks;
  const defaultPack = defaultPackOf(configured, options.nativeOnly, dataDir);
  const catalogChoice = await choosePlatformPacks(configured, defaultPack);
  // Without --exclusions, the lists the api fetched into the data folder, as its jobs load them.
  const exclusionsDir = await chooseExclusionsDir(
    options.exclusions,
    defaultSatellitePackDir(dataDir, 'exclusions'),
  );
  // Without --counter-robots, the COUNTER-Robots list of the resources pack the api fetched.
  const counterModeRobotsFile = await chooseCounterRobotsFile(
    options.counterRobots,
    defaultSatellitePackDir(dataDir, 'resources'),
  );
  const packProblems: { folder: string; message: string }[] = [];
  // Read once (fingerprinting the pack reads its 1 300 files): the catalog serves from them and
  // the warnings say when there are none for this pack version.
  const verdicts =
    platformPackWins || catalogChoice.packs.length === 0
      ? undefined
      : await readVerificationReport(
          options.verdicts ?? path.join(dataDir, VERDICTS_FOLDER),
          await verdictKeysOf(catalogChoice.packs),
        );
  const resources = await loadPipelineResources({
    platformPacks: catalogChoice.packs,
    packProblems,
    ...(catalogChoice.notice === undefined ? {} : { catalogNotice: catalogChoice.notice }),
    platformPackWins,
    ...(options.threads === undefined ? {} : { recognitionThreads: options.threads }),
    warmRecognition: true,
    // Native platforms proven equal to this pack version serve natively; without verdicts, the pack.
    nativeVerdicts: nativePlatformsOf(verdicts),
    pkbDirs: options.pkb,
    ...(exclusionsDir === undefined ? {} : { exclusionsDir }),
    // The environment variable is the server's: here the lists come from this option.
    exclusionsSetting: '--exclusions',
    ...(options.counterRobots === undefined ? {} : { counterRobotsFile: options.counterRobots }),
    ...(counterModeRobotsFile === undefined ? {} : { counterModeRobotsFile }),
    ...(options.fields === undefined ? {} : { fieldsFile: options.fields }),
    ...(onCampusRanges === undefined ? {} : { onCampusRanges }),
    appVersion,
    appGit: await appGit,
    enrichers,
    // One job per run: the geolocation database is loaded only if this job geolocates.
    geolocation: usesGeolocation(settings),
  });
  settleHeap();
  if (options.quiet !== true && defaultPack !== undefined) {
    io.stderr.write(
      describeCatalog(defaultPack, catalogChoice, resources.catalog.version.platformsVersion),
    );
  } else if (options.quiet !== true && options.platforms.length === 0 && configured.length > 0) {
    io.stderr.write(`sillage: platforms: SILLAGE_PLATFORM_PACKS ${configured.join(', ')}\n`);
  }
  if (options.quiet !== true) {
    io.stderr.write(
      describeCounterRobots(settings, options.counterRobots ?? counterModeRobotsFile) ?? '',
    );
  }
  try {
    // Shown even with --quiet: they are about options the user gave.
    const loaded = {
      packs: catalogChoice.packs,
      platformPackWins,
      verdictsFound: verdicts !== undefined,
      resources,
    };
    const warnings = [
      ...warnAboutSkippedPlatforms(packProblems),
      ...warnAboutUnwrittenFiles(options, settings),
      ...warnAboutOutputName(options.output, settings),
      ...warnAboutOutputCompression(options.output, settings),
      ...warnAboutStaleRejectFiles(options.rejectsDir, settings),
      ...warnAboutRepeatedInputs(files),
      ...warnAboutUnknownSettingValues(settings, resources),
      ...(await warnAboutEmptyResources(options, loaded)),
    ];
    for (const warning of warnings) {
      io.stderr.write(warning);
    }
    // A bar needs a terminal and a known size; stdin shows counters instead. --quiet hides it, as
    // it hides the other information.
    // Nor when the result itself goes to that terminal: the bar would be drawn over its lines.
    const resultOnTerminal = options.output === undefined && io.stdout.isTTY === true;
    const progress =
      options.progress && options.quiet !== true && io.stderr.isTTY === true && !resultOnTerminal
        ? createProgressDisplay(io.stderr)
        : undefined;
    // `| head`: the reader of standard output leaving stops the run as an interrupt does.
    const readerGone = new AbortController();
    const signal =
      io.signal === undefined ? readerGone.signal : AbortSignal.any([io.signal, readerGone.signal]);
    const inputs = openInputs(files, io.stdin, { declared: declaredInput(headers), signal });
    const { sinks, commit, readerLeft } = await openSinks(options, settings, io.stdout, () => {
      readerGone.abort('EPIPE');
    });
    const typedFormat = logFormatHeaderOf(headers, settings);
    const outcome = await runPipeline({
      inputs,
      settings,
      resources,
      sinks,
      job: { id: jobId, userAgent: `sillage-cli/${appVersion}` },
      ...typedFormat,
      ...(progress ? { onProgress: progress.update } : {}),
      signal,
    }).catch(async (error: unknown) => {
      // A file that could not be written (a full disk): no result is left that looks complete,
      // nor the report of an earlier run at --report: this one says why it stopped.
      await commit('failure').catch(() => undefined);
      const message = error instanceof Error ? error.message : String(error);
      await writeReport(
        options.report,
        unstartedReport(jobId, { status: 'error', errorCode: 5000, errorMessage: message }),
      ).catch(() => undefined);
      throw error;
    });
    progress?.finish(outcome.report);
    // Inputs cut short by the signal may end the job as if they were whole: interrupted all the same.
    const interrupted = outcome.aborted || signal.aborted;
    // An interrupted run leaves no result, COUNTER or reject file that would look complete.
    await commit(
      interrupted ? 'interrupted' : outcome.failure === undefined ? 'success' : 'failure',
    );
    await writeReport(options.report, outcome.report);
    if (readerLeft()) {
      // The reader's choice, as `head` makes it: no error, but the files asked for are not kept.
      const dropped = [
        ...(options.counter === undefined ? [] : ['--counter']),
        ...(options.rejectsDir === undefined ? [] : ['--rejects-dir']),
      ];
      if (dropped.length > 0) {
        io.stderr.write(
          `sillage: standard output was closed by its reader: the run stopped, ${dropped.join(' and ')} files not kept\n`,
        );
      }
      return 0;
    }
    if (interrupted) {
      const result =
        options.output === undefined
          ? 'the result on standard output is incomplete'
          : `no result written to ${options.output}`;
      io.stderr.write(`sillage: interrupted: ${result}\n`);
      return interruptedExitCode(signal.reason);
    }
    if (outcome.failure) {
      return fail(outcome.failure.status, outcome.failure.message, typedFormat.logFormatHeader);
    }
    for (const warning of warnAboutOutcome(outcome.report)) {
      io.stderr.write(warning);
    }
    return 0;
  } finally {
    await resources.catalog.close();
  }
}

/** Writes the job's report where `--report` says, when it says. */
async function writeReport(file: string | undefined, report: unknown): Promise<void> {
  if (file === undefined) {
    return;
  }
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`).catch((error: unknown) => {
    throw notWritten(`--report ${file}`, error);
  });
}

/**
 * The `-H` name of the job's Log-Format header as typed (`log-format-ezproxy`), which a failure
 * about its format then repeats; none when the format came from elsewhere (`--predefined`).
 */
function logFormatHeaderOf(
  headers: Record<string, string>,
  settings: JobSettings,
): { logFormatHeader?: string } {
  const proxy = settings.logFormat?.proxy;
  const typed =
    proxy === undefined
      ? undefined
      : Object.keys(headers).find((name) => name.toLowerCase() === `log-format-${proxy}`);
  return typed === undefined ? {} : { logFormatHeader: typed };
}

function threadCount(value: string): number {
  // Digits only: Number('') and Number(' ') are 0, not a count the user gave.
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(count) || count < 0 || count > 64) {
    throw new InvalidArgumentError('expected a whole number from 0 to 64');
  }
  return count;
}

/** Registers `sillage process [FILE…]`: the whole pipeline on local files, no server. */
export function registerProcessCommand(program: Command, appVersion: string): void {
  program
    .command('process')
    .description(
      'Process access logs into consultation events (stdin when no file is given, or for -).',
    )
    .argument(
      '[files...]',
      'log files, plain or gzip (detected by content), brotli (.br) or deflate (.zz); several = one job; - = stdin',
    )
    .option(
      '-H, --header <header>',
      "job header 'Name: value' (repeatable, as the HTTP API)",
      collect,
      [],
    )
    .option('-o, --output <file>', 'result file (stdout by default, and for -)')
    .option('--report <file>', 'write the job report (report.json) there')
    .option('--traces <file>', 'write the job traces there')
    .option('--rejects-dir <dir>', 'write denied-ecs.* and the Reject-Files lines-*.log there')
    .option(
      '--platforms <dir>',
      'parser pack in the ezPAARSE layout (repeatable); default: the packs of $SILLAGE_PLATFORM_PACKS, else the community catalog in <data dir>/packs/platforms, when there',
      collect,
      [],
    )
    .option('--native-only', 'only the built-in platform rules (no pack, not even the default one)')
    .option(
      '--data-dir <dir>',
      "the server's data folder, for the packs it fetched: platforms, exclusions, resources (default: $SILLAGE_DATA_DIR or ./data)",
    )
    .option(
      '-q, --quiet',
      'no informational message or progress on stderr (warnings and errors still)',
    )
    .option(
      '--pack-wins',
      'every pack platform serves from its parser.js, even where a native one was proven equal (default: $SILLAGE_PLATFORM_PACK_WINS)',
    )
    .option(
      '--threads <n>',
      'threads running pack parsers (default: cores − 1, from 1 to 4; 0 = on the main thread)',
      threadCount,
    )
    .option(
      '--verdicts <dir>',
      'verdicts of the differential check (default: platform-verdicts in the data folder, as the api writes them)',
    )
    .option('--pkb <dir>', 'knowledge bases, <platform>/*.txt (repeatable)', collect, [])
    .option(
      '--exclusions <dir>',
      "exclusion lists (robots.*, hosts.*, domains.*); default: the data folder's packs/exclusions",
    )
    .option(
      '--predefined <file>',
      "predefined settings JSON (ezPAARSE-Predefined-Settings); default: the data folder's packs/resources",
    )
    .option(
      '--counter-robots <file>',
      "COUNTER-Robots user-agent list (JSON) for every job; default: isbot, and in COUNTER mode the data folder's packs/resources copy",
    )
    .option(
      '--on-campus <file>',
      'on-campus ranges (JSON: ["10.1.0.0/16", {"label": "library", "ranges": [...]}])',
    )
    .option(
      '--counter <file>',
      'COUNTER R5.1 mode: write the report as JSON and CSV named after <file> (x.json or x.csv: x.json and x.csv; x.txt: x.txt and x.csv; x: x and x.csv)',
    )
    .option('--fields <file>', 'platforms fields.json (rid codes of the qualifier)')
    .option('--no-progress', 'no progress bar on stderr (shown only on a terminal)')
    .addHelpText(
      'after',
      [
        '',
        'Exit status:',
        '  0    done, or stopped because the reader of standard output left (| head)',
        '  1    the job failed ("sillage: error <status>: …") or an option was refused',
        '  2    an input cannot be read',
        '  130  interrupted by Ctrl-C (143: SIGTERM); no result file is left (a second Ctrl-C quits at once)',
      ].join('\n'),
    )
    .action(async (files: string[], options: ProcessOptions) => {
      // A signal stops the job between batches, so its files are tidied rather than cut off
      // mid-line; the launcher's copy of the same Ctrl-C changes nothing, and a second Ctrl-C
      // quits at once (a stuck enricher or disk must not hold the terminal).
      const interrupt = new AbortController();
      const stop = createInterruptHandler({
        stop: (signal) => {
          if (options.quiet !== true) {
            process.stderr.write('sillage: stopping… (Ctrl-C again to quit at once)\n');
          }
          interrupt.abort(signal);
        },
        quit: (signal) => {
          quitNow(options);
          process.exit(interruptedExitCode(signal));
        },
      });
      for (const signal of STOP_SIGNALS) {
        process.on(signal, stop);
      }
      try {
        const { stdin, stdout, stderr } = process;
        process.exitCode = await runProcessCommand(
          files,
          options,
          { stdin, stdout, stderr, signal: interrupt.signal },
          appVersion,
        );
      } finally {
        for (const signal of STOP_SIGNALS) {
          process.off(signal, stop);
        }
      }
    });
}
