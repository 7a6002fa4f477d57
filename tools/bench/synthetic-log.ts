// What the benchmarks share: the seeded synthetic EZproxy log they read and, for the end-to-end
// ones (`process`, `api`), GoAccess reading the same log as the anchor, the `sillage process`
// arguments, and how their figures are summed up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SHARED = path.resolve(ROOT, '../shared');
export const CACHE = path.join(ROOT, 'bench/.cache');
export const PACK = path.join(SHARED, 'packs/ezpaarse-platforms');
export const PKB = path.join(SHARED, 'acceptance/pkb');
export const EXCLUSIONS = path.join(SHARED, 'acceptance/resources/exclusions');
const SEED = 's1';
/** The CLI's launcher, as `npx sillage` runs it. */
export const CLI = path.join(ROOT, 'apps/cli/bin/sillage.mjs');
/** A fixed salt: anonymised fields, and so the outputs of every bench, are comparable. */
export const BENCH_SALT = 'bench';

/**
 * `sillage process` arguments of every end-to-end bench: `file` with the acceptance knowledge
 * bases and exclusion lists, the given catalog options, the report written to `report`.
 */
export function processArguments(
  file: string,
  catalog: readonly string[],
  report: string,
): string[] {
  return [
    'process',
    file,
    ...catalog,
    '--pkb',
    PKB,
    '--exclusions',
    EXCLUSIONS,
    '--report',
    report,
    '--no-progress',
    '-H',
    `Crypting-Salt: ${BENCH_SALT}`,
  ];
}

/** The seeded log of `lines` lines (../shared/bench/gen-log.mjs), generated once into the cache. */
export function generateLog(lines: number): string {
  const file = path.join(CACHE, `gen-${SEED}-${String(lines)}.log`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    console.log(`generating ${String(lines)} lines → ${path.relative(ROOT, file)}`);
    const result = spawnSync(
      process.execPath,
      [
        path.join(SHARED, 'bench/gen-log.mjs'),
        '--platforms',
        path.join(SHARED, 'acceptance/platforms'),
        '--lines',
        String(lines),
        '--seed',
        SEED,
        '--out',
        `${file}.tmp`,
      ],
      { stdio: ['ignore', 'inherit', 'ignore'] },
    );
    if (result.status !== 0) {
      throw new Error('gen-log failed');
    }
    renameSync(`${file}.tmp`, file);
  }
  return file;
}

/**
 * The anchor: GoAccess 1.7 (Debian's `goaccess`) reading the same log on the same machine, run in
 * every round beside the measured runs: this host's speed drifts by ±30 % within minutes, so a
 * ratio taken in the same round says more than figures taken minutes apart. Its wall seconds on
 * `file`, or why there are none (not installed, or how it failed).
 */
function runGoaccess(file: string): number | string {
  const started = performance.now();
  const goaccess = spawnSync(
    'goaccess',
    [
      file,
      '--log-format=%h %^ %e [%d:%t %^] "%r" %s %b',
      '--date-format=%d/%b/%Y',
      '--time-format=%T',
      '--no-progress',
      '-o',
      path.join(CACHE, 'goaccess.json'),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (goaccess.error !== undefined) {
    return 'not installed (apt-get install goaccess), no anchor';
  }
  if (goaccess.status !== 0) {
    return `exited with ${String(goaccess.status)}, no anchor this round`;
  }
  return (performance.now() - started) / 1000;
}

/**
 * One round's anchor: GoAccess on `file` of `lines` lines, its rate kept in `rates`. Prints why
 * there is none when it could not run, and answers nothing then (or when `enabled` is false).
 */
export function goaccessRound(
  file: string,
  lines: number,
  rates: number[],
  enabled: boolean,
): { seconds: number; rate: number } | undefined {
  if (!enabled) return undefined;
  const seconds = runGoaccess(file);
  if (typeof seconds === 'string') {
    console.log(`goaccess: ${seconds}`);
    return undefined;
  }
  const rate = lines / seconds;
  rates.push(rate);
  return { seconds, rate };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A count or rate as the benchmarks print it: rounded, with thousands separators. */
export const formatCount = (value: number): string => Math.round(value).toLocaleString('en-US');

/** What one measured run (a variant, a mode) gave over the rounds of one log size. */
export interface Rounds {
  name: string;
  /** Lines per wall second, one per round. */
  rates: number[];
  /** The same over the round's GoAccess rate, for the rounds GoAccess ran in. */
  ratios: number[];
}

/** The closing line of a log size: each run's median over the rounds, and GoAccess's. */
export function roundsSummary(
  size: number,
  repeat: number,
  runs: readonly Rounds[],
  goaccessRates: readonly number[],
): string {
  const summary = runs.map(({ name, rates, ratios }) => {
    const ratioText = ratios.length > 0 ? `, ${median(ratios).toFixed(2)} × GoAccess` : '';
    return `${name} ${formatCount(median(rates))} lines/s${ratioText}`;
  });
  const anchor =
    goaccessRates.length > 0 ? `; goaccess ${formatCount(median(goaccessRates))} lines/s` : '';
  return `median of ${String(repeat)} round(s), ${formatCount(size)} lines: ${summary.join('; ')}${anchor}`;
}

/** The values following each `--name` in `args`. */
export const optionValues = (args: readonly string[], name: string): string[] =>
  args.flatMap((arg, index) => {
    const value = args[index + 1];
    return arg === name && value !== undefined ? [value] : [];
  });
