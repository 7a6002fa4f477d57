import { closeSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import {
  describeUnknownSettingValues,
  hasKbartKeyColumn,
  KBART_HEADER_DESCRIPTION,
  listKnowledgeBaseFiles,
  parseKbartHeader,
  resultExtensionOf,
  type PipelineResources,
} from '@sillage/pipeline';
import {
  OUTPUT_MIME_TYPES,
  readKnownNotice,
  selectOutcomeNotices,
  type JobReport,
  type JobSettings,
  type OutputFormat,
} from '@sillage/shared-types';
import { STDIN_NAME } from './process-inputs.js';
import { REJECT_FILE } from './process-options.js';
import type { ProcessOptions } from './process.command.js';
import { describeUnknownHeaders } from './unknown-headers.js';

/** What a run loaded, beside its options, for the warnings. */
interface LoadedRun {
  /** The platform packs loaded (configured or the default one). */
  packs: readonly string[];
  platformPackWins: boolean;
  /** Whether verdicts exist for this pack version and this code. */
  verdictsFound: boolean;
  resources: PipelineResources;
}

/** How much of a file {@link firstLineOf} reads: a KBART header is a few hundred bytes. */
const FIRST_LINE_LIMIT = 16_384;
const LINE_FEED = 10;

/**
 * The first line of a file (its first 16 KiB at most). Synchronous, into one buffer, decoding
 * only the line: a `--pkb` folder holds hundreds of files, and a read through the thread pool
 * into a fresh zeroed buffer, decoded whole, cost 80 ms of every start for the acceptance set.
 */
function firstLineOf(file: string, buffer: Buffer): string {
  const handle = openSync(file, 'r');
  let bytesRead: number;
  try {
    bytesRead = readSync(handle, buffer, 0, FIRST_LINE_LIMIT, 0);
  } finally {
    closeSync(handle);
  }
  // (A carriage return left at its end is dropped by parseKbartHeader.)
  const end = buffer.subarray(0, bytesRead).indexOf(LINE_FEED);
  return buffer.toString('utf8', 0, end < 0 ? bytesRead : end);
}

/**
 * The `--pkb` warnings for its files that cannot be read (named with the reason) and for those
 * whose first line is no KBART header, if any.
 */
export async function warnAboutNonKbartFiles(dir: string): Promise<string[]> {
  const files = await listKnowledgeBaseFiles([dir], 'kb-dirs');
  const strays: string[] = [];
  const unreadable: string[] = [];
  const buffer = Buffer.allocUnsafe(FIRST_LINE_LIMIT);
  for (const { file } of files) {
    let line: string;
    try {
      line = firstLineOf(file, buffer);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      unreadable.push(`${path.relative(dir, file)}: ${code}`);
      continue;
    }
    if (!hasKbartKeyColumn(parseKbartHeader(line))) {
      strays.push(path.relative(dir, file));
    }
  }
  const of = (count: number) => `${String(count)} of ${String(files.length)} files`;
  const warnings: string[] = [];
  if (unreadable.length > 0) {
    warnings.push(
      `--pkb ${dir}: ${of(unreadable.length)} could not be read, so nothing in them can match (${firstFew(unreadable)})`,
    );
  }
  if (strays.length > 0) {
    warnings.push(
      `--pkb ${dir}: ${of(strays.length)} have no KBART header line ` +
        `(${KBART_HEADER_DESCRIPTION}): nothing in them can match (${firstFew(strays)})`,
    );
  }
  return warnings;
}

/** The first three of `names`, and how many more. */
function firstFew(names: string[]): string {
  const more = names.length > 3 ? ` and ${String(names.length - 3)} more` : '';
  return names.slice(0, 3).join(', ') + more;
}

/**
 * Warnings about resource folders that were given and exist but bring nothing (no knowledge-base
 * file, no exclusion entry, no verdicts for this pack version): legitimate, so the job runs, but
 * likely not what the user meant. One `sillage: warning: …` line each.
 */
export async function warnAboutEmptyResources(
  options: ProcessOptions,
  { packs, platformPackWins, verdictsFound, resources }: LoadedRun,
): Promise<string[]> {
  const warnings: string[] = [];
  for (const dir of options.pkb) {
    if ((await listKnowledgeBaseFiles([dir], 'kb-dirs')).length === 0) {
      warnings.push(`--pkb ${dir}: no knowledge-base file (<platform>/*.txt) in it`);
    } else {
      warnings.push(...(await warnAboutNonKbartFiles(dir)));
    }
  }
  const counts = resources.exclusions?.counts;
  if (
    options.exclusions !== undefined &&
    (counts === undefined || counts.robots + counts.hosts + counts.domains === 0)
  ) {
    warnings.push(
      `--exclusions ${options.exclusions}: no exclusion entry in it (robots.*.txt, hosts.*.txt, domains.*.txt)`,
    );
  }
  // Verdicts only matter when a pack is loaded and the native platforms may serve for it
  // (--native-only and --pack-wins with --verdicts are refused before the run).
  if (options.verdicts !== undefined && packs.length === 0) {
    warnings.push(
      `--verdicts ${options.verdicts}: unused, no platform pack is loaded (--platforms <dir> gives one)`,
    );
  } else if (options.verdicts !== undefined && platformPackWins) {
    warnings.push(
      `--verdicts ${options.verdicts}: unused, SILLAGE_PLATFORM_PACK_WINS makes every pack platform serve from its parser.js`,
    );
  } else if (options.verdicts !== undefined && !verdictsFound) {
    warnings.push(
      `--verdicts ${options.verdicts}: no verdicts for this pack version, so every pack platform serves from its parser.js (sillage platforms verify --write-cache records them)`,
    );
  }
  return warnings.map((warning) => `sillage: warning: ${warning}\n`);
}

/**
 * Warnings about headers that ask for what the run cannot give: files the server keeps in the
 * job's folder (the CLI writes only where its options say), mails only the server sends.
 */
export function warnAboutUnwrittenFiles(
  options: Pick<ProcessOptions, 'rejectsDir' | 'counter'>,
  settings: Pick<JobSettings, 'rejectFiles' | 'counterMode' | 'notifications'>,
): string[] {
  const warnings: string[] = [];
  if (settings.notifications.mail.length > 0) {
    warnings.push(
      'ezPAARSE-Job-Notifications: no mail is sent by sillage process (the server sends them: sillage upload runs the job there)',
    );
  }
  if (settings.rejectFiles.length > 0 && options.rejectsDir === undefined) {
    warnings.push('Reject-Files: the rejected lines are not written without --rejects-dir <dir>');
  }
  if (settings.counterMode === 'r51' && options.counter === undefined) {
    warnings.push('COUNTER-Mode: r51: the COUNTER report is not written without --counter <file>');
  }
  return warnings.map((warning) => `sillage: warning: ${warning}\n`);
}

/** The format a result file's name announces, by its last extension (`.gz`/`.zz` aside). */
const FORMAT_OF_EXTENSION: Readonly<Record<string, OutputFormat>> = {
  csv: 'csv',
  tsv: 'tsv',
  json: 'json',
  jsonl: 'jsonl',
  ndjson: 'jsonl',
};

/**
 * `-o out.json` with no `Accept` writes CSV, as the server answers: the format comes from the
 * settings, never from the file name (a JSON Lines file may be named `.json`, a TSV `.txt`). A
 * name that announces another format than the one written is most likely a forgotten header.
 */
export function warnAboutOutputName(
  output: string | undefined,
  settings: Pick<JobSettings, 'outputFormat' | 'cleanOnly'>,
): string[] {
  if (output === undefined || output === STDIN_NAME || settings.cleanOnly) {
    return [];
  }
  const extension = /\.([a-z]+)(?:\.(?:gz|zz))?$/i.exec(output)?.[1]?.toLowerCase() ?? '';
  const announced = FORMAT_OF_EXTENSION[extension];
  if (announced === undefined || announced === settings.outputFormat) {
    return [];
  }
  // A JSON Lines result in a .json file is the reference's own naming.
  if (extension === 'json' && settings.outputFormat === 'jsonl') {
    return [];
  }
  // That format's last media type, its plain name (application/jsonl for JSON Lines).
  const accept = OUTPUT_MIME_TYPES.filter(({ format }) => format === announced).at(-1)?.accept;
  return [
    `sillage: warning: --output ${output}: the result is ${settings.outputFormat.toUpperCase()}, not what .${extension} says; -H 'Accept: ${accept ?? announced}' writes ${announced.toUpperCase()}\n`,
  ];
}

/** The compression a result file's last extension announces, as Response-Encoding names it. */
const ENCODING_OF_EXTENSION: Readonly<Record<string, 'gzip' | 'deflate'>> = {
  gz: 'gzip',
  gzip: 'gzip',
  zz: 'deflate',
};

/**
 * `-o out.csv.gz` with no Response-Encoding writes plain text, as `-o out.csv` with one writes
 * compressed bytes: the compression comes from the settings, as the format does. A name that says
 * otherwise is most likely a forgotten (or stray) header, and the file a reader cannot open.
 */
export function warnAboutOutputCompression(
  output: string | undefined,
  settings: Pick<JobSettings, 'responseEncoding'>,
): string[] {
  if (output === undefined || output === STDIN_NAME) {
    return [];
  }
  const extension = /\.([a-z]+)$/i.exec(output)?.[1]?.toLowerCase() ?? '';
  const announced = ENCODING_OF_EXTENSION[extension];
  const written = settings.responseEncoding;
  // (A name with no extension at all, such as /dev/stdout, announces nothing either way.)
  if (announced === written || (extension === '' && written !== undefined)) {
    return [];
  }
  if (written === undefined) {
    return [
      `sillage: warning: --output ${output}: the result is not compressed, whatever .${extension} says; -H 'Response-Encoding: ${announced ?? 'gzip'}' compresses it\n`,
    ];
  }
  return [
    `sillage: warning: --output ${output}: the result is ${written}-compressed (Response-Encoding), which the name does not say${announced === undefined ? '' : ` (.${extension} is ${announced})`}\n`,
  ];
}

/** Input files given more than once (however written): each copy is read again. */
export function warnAboutRepeatedInputs(files: readonly string[]): string[] {
  const counts = new Map<string, { shown: string; count: number }>();
  for (const file of files.filter((name) => name !== STDIN_NAME)) {
    let identity: string;
    try {
      identity = realpathSync(file);
    } catch {
      continue; // Said by the check of the inputs.
    }
    const seen = counts.get(identity);
    counts.set(identity, { shown: seen?.shown ?? file, count: (seen?.count ?? 0) + 1 });
  }
  return [...counts.values()]
    .filter(({ count }) => count > 1)
    .map(
      ({ shown, count }) =>
        `sillage: warning: ${shown} is given ${String(count)} times: its lines are read each time\n`,
    );
}

/**
 * Reject files already in `--rejects-dir` that this run will not write (other categories, another
 * result format): left by an earlier run, they would pass for this one's.
 */
export function warnAboutStaleRejectFiles(
  rejectsDir: string | undefined,
  settings: JobSettings,
): string[] {
  if (rejectsDir === undefined) {
    return [];
  }
  const written = new Set([
    `denied-ecs.${resultExtensionOf(settings)}`,
    ...settings.rejectFiles.map((category) => `lines-${category}.log`),
  ]);
  let names: string[];
  try {
    names = readdirSync(rejectsDir);
  } catch {
    return []; // Not there yet: the run makes it.
  }
  const stale = names.filter((name) => REJECT_FILE.test(name) && !written.has(name)).sort();
  return stale.length === 0
    ? []
    : [
        `sillage: warning: --rejects-dir ${rejectsDir}: ${stale.join(', ')} left by an earlier run (this run does not write ${stale.length === 1 ? 'it' : 'them'})\n`,
      ];
}

/**
 * Warnings about `-H` headers no job reads (`Ouput-Fields`), with the known one nearest: the job
 * runs as the HTTP API runs it, ignoring them, but a typo there would otherwise go unseen.
 */
export function warnAboutUnknownHeaders(headers: Readonly<Record<string, string>>): string[] {
  return describeUnknownHeaders(Object.keys(headers)).map(
    (unknown) => `sillage: warning: ${unknown}, ignored\n`,
  );
}

/**
 * Warnings about names a list header holds that the job does not know (`Reject-Files: duplicates`,
 * a `Force-Parser` no loaded platform has): the job ignores them, as the API does, and its traces
 * say so; stderr says it too, since a run without --traces shows no trace.
 */
export function warnAboutUnknownSettingValues(
  settings: JobSettings,
  resources: Pick<PipelineResources, 'catalog'>,
): string[] {
  return describeUnknownSettingValues(settings, resources.catalog.platforms).map(
    (warning) => `sillage: warning: ${warning}\n`,
  );
}

/**
 * Warnings about pack platforms left out because their manifest cannot be used (not JSON, no
 * name): the run goes on with the others, but a platform silently missing would be read as
 * unknown domains.
 */
export function warnAboutSkippedPlatforms(
  problems: readonly { folder: string; message: string }[],
): string[] {
  return problems.map(
    ({ folder, message }) =>
      `sillage: warning: ${folder}: platform skipped, its manifest.json cannot be used (${message})\n`,
  );
}

/**
 * The report's alerts about the job's outcome (OUTCOME_NOTICE_CODES: a Date-Format that read no
 * date), which the web shows above the report: on a terminal nothing else would say why a run
 * that ended well gave no event.
 */
export function warnAboutOutcome(report: Pick<JobReport, 'alerts' | 'notices'>): string[] {
  return selectOutcomeNotices(report.notices).flatMap((notice) => {
    const text = report.alerts[notice.key];
    if (notice.code !== 'unknown-setting-values') {
      return text === undefined ? [] : [`sillage: warning: ${text}\n`];
    }
    // Setting values that name nothing were said before the run (warnAboutUnknownSettingValues),
    // all but the Output-Fields additions no event filled, which only the run's end knows.
    const known = readKnownNotice(notice);
    const unfilled =
      known?.code === 'unknown-setting-values'
        ? known.values.filter(({ header }) => header === 'Output-Fields')
        : [];
    return unfilled.map(
      ({ value, suggestion }) =>
        `sillage: warning: Output-Fields ${value}${suggestion === undefined ? '' : ` (did you mean ${suggestion}?)`}: no event had a value for it, so its column is empty\n`,
    );
  });
}
