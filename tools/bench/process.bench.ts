// Benchmarks `sillage process` end to end on seeded synthetic EZproxy logs (cached in
// bench/.cache/), with knowledge-base enrichment and the exclusion lists: lines/s, events/s and
// peak RSS per size. Builds, then runs, the CLI as users do (`sillage`, apps/cli/bin/sillage.mjs),
// in the default configuration (the community pack, ../shared/packs/ezpaarse-platforms, with the
// native platforms the differential check proves equal, checked first) and with --pack-wins; `--native` adds the native catalog alone. GoAccess, when installed, reads the same
// log in every round, beside the variants, as the anchor; each run prints its ratio to that round's
// GoAccess, and several rounds end with the medians.
// Run: npm run bench -- process [--huge] [--sizes 100000,1000000] [--default-young] [--native]
//        [--variant NAME='--node-flag …']… [--repeat N] [--pin CPU] [--no-goaccess]
// Variants compare node flags in alternated runs (the machine's load drifts, so back-to-back
// runs of one variant then the other would measure the drift); `--pin` runs everything under
// `taskset -c CPU`, the "one core" of the targets.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { calibrateMapLookupNs, calibrationLine } from './calibration.js';
import {
  CACHE,
  CLI,
  PACK,
  ROOT,
  SHARED,
  formatCount as format,
  generateLog as generate,
  goaccessRound,
  optionValues,
  processArguments,
  roundsSummary,
} from './synthetic-log.js';
import type { Rounds } from './synthetic-log.js';

const BUILT = path.join(ROOT, 'apps/cli/dist/main.js');
/** Verdicts of the differential check, as tools/shared-pack-verdicts.mjs keeps them. */
const VERDICTS = path.join(ROOT, 'tmp/platform-verdicts');
const DEFAULT_CATALOG = ['--platforms', PACK, '--verdicts', VERDICTS];

const args = process.argv.slice(2);
const valuesOf = (name: string): string[] => optionValues(args, name);
const sizesArg = valuesOf('--sizes')[0];
const sizes =
  sizesArg !== undefined
    ? sizesArg.split(',').map(Number)
    : [100_000, 1_000_000, ...(args.includes('--huge') ? [10_000_000] : [])];
const repeat = Number(valuesOf('--repeat')[0] ?? '1');
const pin = valuesOf('--pin')[0];

interface Variant {
  name: string;
  /** Node flags of the measured process, before the launcher (which hands them to the job's node). */
  flags: string[];
  /** Catalog arguments of `sillage process`. */
  catalog: string[];
}
/**
 * Node flags of the measured process: none by default, as users run it (the launcher starts the
 * job in a node with a 32 MiB semi-space, ADR 0024). `--default-young` keeps V8's default
 * semi-space instead, for comparison; `--variant` adds named flag sets.
 */
const variants: Variant[] = valuesOf('--variant').map((text) => {
  const equals = text.indexOf('=');
  const name = equals === -1 ? text : text.slice(0, equals);
  const flags =
    equals === -1
      ? []
      : text
          .slice(equals + 1)
          .split(/\s+/)
          .filter(Boolean);
  return { name, flags, catalog: DEFAULT_CATALOG };
});
if (variants.length === 0) {
  variants.push(
    args.includes('--default-young')
      ? {
          name: 'default-young',
          flags: ['--max-semi-space-size=16'],
          catalog: DEFAULT_CATALOG,
        }
      : { name: 'default (pack)', flags: [], catalog: DEFAULT_CATALOG },
    { name: '--pack-wins', flags: [], catalog: ['--platforms', PACK, '--pack-wins'] },
    ...(args.includes('--native') ? [{ name: 'native only', flags: [], catalog: [] }] : []),
  );
}

interface Run {
  wallSeconds: number;
  cpuSeconds: number;
  maxRssMiB: number;
  launcherRssMiB: number;
  linesInput: number;
  ecs: number;
}

function runCli(file: string, flags: readonly string[], catalog: readonly string[]): Run {
  const reportFile = path.join(CACHE, 'report.json');
  const usageFile = path.join(CACHE, 'usage.json');
  rmSync(reportFile, { force: true });
  rmSync(usageFile, { force: true });
  const started = performance.now();
  const reporter = path.join(import.meta.dirname, 'report-resource-usage.mjs');
  // Without node flags to compare, the launcher runs by its shebang, as `npx sillage` runs it;
  // the usage reporter then comes through NODE_OPTIONS.
  const byShebang = flags.length === 0;
  const command = [
    ...(byShebang ? [] : [process.execPath, ...flags, '--import', reporter]),
    CLI,
    ...processArguments(file, catalog, reportFile),
  ];
  const [program, ...programArgs] =
    pin === undefined ? command : ['taskset', '-c', pin, ...command];
  const result = spawnSync(program ?? CLI, programArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BENCH_USAGE_FILE: usageFile,
      ...(byShebang
        ? {
            NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${reporter}`]
              .filter(Boolean)
              .join(' '),
          }
        : {}),
    },
  });
  const wallSeconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`sillage process exited with ${String(result.status)}`);
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    general: Record<string, number>;
  };
  // One line per process: the launcher and, for `process`, the job's node. CPU adds up; the peak
  // RSS is the job's, the launcher's (a small node waiting for it) is printed apart.
  const usages = readFileSync(usageFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { launcher: boolean; maxRss: number; cpu: number });
  const peak = (launcher: boolean) =>
    Math.max(0, ...usages.filter((usage) => usage.launcher === launcher).map((u) => u.maxRss));
  const job = usages.some((usage) => !usage.launcher) ? peak(false) : peak(true);
  return {
    wallSeconds,
    cpuSeconds: usages.reduce((sum, usage) => sum + usage.cpu, 0) / 1e6,
    maxRssMiB: job / 1024,
    launcherRssMiB: usages.some((usage) => !usage.launcher) ? peak(true) / 1024 : 0,
    linesInput: report.general['nb-lines-input'] ?? 0,
    ecs: report.general['nb-ecs'] ?? 0,
  };
}

// Measure the built CLI, as users run it (Nx skips the build when nothing changed).
const build = spawnSync('npx', ['nx', 'run', 'cli:build', '--output-style=static'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0 || !existsSync(BUILT)) {
  console.error('building apps/cli failed');
  process.exit(2);
}
// The default configuration serves natively what the check proves equal to this pack version,
// as the api does once its check has run: run it (with the built code, whose verdicts these are).
const verify = spawnSync(
  process.execPath,
  [
    CLI,
    'platforms',
    'verify',
    '--pack',
    PACK,
    '--tables',
    path.join(SHARED, 'acceptance/platforms'),
    '--logs',
    path.join(SHARED, 'acceptance/logs'),
    '--write-cache',
    VERDICTS,
  ],
  { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
if (verify.status !== 0) {
  console.error('sillage platforms verify failed');
  process.exit(2);
}
const verdictSummary = verify.stdout
  .split('\n')
  .find((line) => line.includes('both native and in the pack'));
console.log(`verdicts: ${verdictSummary ?? '(no summary)'}`);
// Start-up (catalog, knowledge bases, exclusions, geoip) is measured once per variant on 1 000
// lines and taken out of the throughput figures.
const startups = variants.map((variant) => {
  const startup = runCli(generate(1_000), variant.flags, variant.catalog);
  console.log(
    `start-up of ${variant.name} (platforms, knowledge bases, exclusions, geoip; 1 000 lines): ` +
      `${startup.wallSeconds.toFixed(2)} s wall, ${startup.cpuSeconds.toFixed(2)} s CPU, peak RSS ${startup.maxRssMiB.toFixed(0)} MiB ` +
      (startup.launcherRssMiB > 0
        ? `(and the launcher's ${startup.launcherRssMiB.toFixed(0)} MiB)`
        : '(one process)'),
  );
  return startup;
});
for (const variant of variants) {
  console.log(
    `${variant.name}: node flags ${variant.flags.join(' ') || "(the launcher's shebang)"}`,
  );
}
if (pin !== undefined) {
  console.log(`pinned to CPU ${pin} (taskset -c ${pin})`);
}
console.log(calibrationLine());
console.log(
  'Throughput excludes start-up; "CPU" divides by the process CPU time (the machine may be shared).',
);
const withGoaccess = !args.includes('--no-goaccess');

const nameWidth = Math.max(8, ...variants.map((variant) => variant.name.length)) + 2;
console.log(
  `${'variant'.padEnd(nameWidth)}lines        wall s  CPU s   lines/s wall  (with start-up)  lines/s CPU  events/s CPU  ECs         peak RSS  calibration  × GoAccess`,
);
for (const size of sizes) {
  const file = generate(size);
  /** Per variant: lines/s wall and ratio to the same round's GoAccess. */
  const measured: Rounds[] = variants.map(({ name }) => ({ name, rates: [], ratios: [] }));
  const goaccessRates: number[] = [];
  for (let round = 0; round < repeat; round += 1) {
    const anchor = goaccessRound(file, size, goaccessRates, withGoaccess);
    const goaccessRate = anchor?.rate;
    if (anchor !== undefined) {
      console.log(
        `${'goaccess'.padEnd(nameWidth - 1)} ${format(size).padEnd(12)} ${anchor.seconds.toFixed(1).padEnd(7)} ${''.padEnd(7)} ${format(anchor.rate)}`,
      );
    }
    variants.forEach((variant, index) => {
      // Taken before each run: the host's load drifts within minutes, and a slow run next to a
      // high calibration is the machine, not the variant.
      const calibrationNs = calibrateMapLookupNs();
      const run = runCli(file, variant.flags, variant.catalog);
      const startup = startups[index] ?? run;
      const wall = Math.max(run.wallSeconds - startup.wallSeconds, 0.001);
      const cpu = Math.max(run.cpuSeconds - startup.cpuSeconds, 0.001);
      const rate = run.linesInput / wall;
      const ratio = goaccessRate === undefined ? undefined : rate / goaccessRate;
      measured[index]?.rates.push(rate);
      if (ratio !== undefined) {
        measured[index]?.ratios.push(ratio);
      }
      console.log(
        [
          variant.name.padEnd(nameWidth - 1),
          format(run.linesInput).padEnd(12),
          run.wallSeconds.toFixed(1).padEnd(7),
          run.cpuSeconds.toFixed(1).padEnd(7),
          format(rate).padEnd(13),
          format(run.linesInput / run.wallSeconds).padEnd(16),
          format(run.linesInput / cpu).padEnd(12),
          format(run.ecs / cpu).padEnd(13),
          format(run.ecs).padEnd(11),
          `${run.maxRssMiB.toFixed(0)} MiB`.padEnd(9),
          `${calibrationNs.toFixed(0)} ns`.padEnd(12),
          ratio === undefined ? '' : ratio.toFixed(2),
        ].join(' '),
      );
    });
  }
  if (repeat > 1 || goaccessRates.length > 0) {
    console.log(roundsSummary(size, repeat, measured, goaccessRates));
  }
}
