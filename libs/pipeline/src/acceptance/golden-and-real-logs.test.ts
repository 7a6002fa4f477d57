// The real logs of the acceptance corpus end to end, and the reference's golden outputs compared
// per log_id (acceptance/golden/README.md), in the default configuration: the community
// platforms pack loaded, every platform served by its parser.js or a native platform proven equal.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { computeLogId } from '@sillage/log-parser';
import {
  readVerificationReport,
  verdictKeysOf,
  verificationSourcesKey,
  verifyPlatforms,
  writeVerificationReport,
  type VerificationReport,
} from '@sillage/platforms';
import type { JobReport } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import {
  ACCEPTANCE,
  PLATFORMS_PACK,
  SHARED_PACK_VERDICTS,
  logFile,
} from '../testing/acceptance-paths.js';
import { inputOf, parseCsvOutput, runJob } from '../testing/run-job.js';

const GOLDEN = path.join(ACCEPTANCE, 'golden');
const HEADERS = { 'Crypting-Salt': 'anchor-salt' };
/** Columns that legitimately differ: versions and chain names. */
const IGNORED = /^(ezpaarse_|middlewares|platforms_)/;
/**
 * Geolocation is compared too (same geoip-lite data, ADR 0010), except for a host that is a
 * proxy chain `a, b`: the reference meant to locate its last address but kept the comma, and
 * located nothing, where Sillage locates it.
 */
const CHAINED_HOST = /^[0-9A-Fa-f.:]+, ?[0-9A-Fa-f.:]+ /;

let resources: PipelineResources;
let verdictsDir: string;
let servedNatively: string[];

/**
 * The differential check of the pack over the acceptance tables and logs, as the api does on
 * load: its cached report when one exists for this pack version, this recognition code and these
 * sources as they are now (paths and files), else a fresh check, then cached. The whole check (≈
 * 550 000 variants, from the TypeScript sources) takes about a minute on a quiet host and several
 * on a loaded one, and its verdicts change only with the pack or the platforms library; the check
 * itself is tested in @sillage/platforms. CI's platform verification step runs it in full from the
 * build first, into the same cache under the same key, and this test reads that report.
 */
async function checkPack(): Promise<VerificationReport> {
  const sources = {
    tables: [path.join(ACCEPTANCE, 'platforms')],
    logs: [path.join(ACCEPTANCE, 'logs')],
  };
  const cached = await readVerificationReport(
    SHARED_PACK_VERDICTS,
    await verdictKeysOf([PLATFORMS_PACK]),
  );
  if (cached?.sourcesKey === verificationSourcesKey(sources)) {
    return cached;
  }
  const report = await verifyPlatforms({ packs: [PLATFORMS_PACK], ...sources });
  await writeVerificationReport(SHARED_PACK_VERDICTS, report);
  return report;
}

beforeAll(async () => {
  // The default configuration serves natively what the differential check proves equal to this
  // pack version: read its verdicts as jobs do.
  const verification = await checkPack();
  servedNatively = verification.platforms
    .filter((verdict) => verdict.serving === 'native')
    .map((verdict) => verdict.platform);
  verdictsDir = mkdtempSync(path.join(tmpdir(), 'sillage-verdicts-'));
  await writeVerificationReport(verdictsDir, verification);
  resources = await loadPipelineResources({
    platformPacks: [PLATFORMS_PACK],
    platformVerdictsDir: verdictsDir,
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    pkbDirs: [path.join(ACCEPTANCE, 'pkb')],
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 360_000);

afterAll(async () => {
  await resources.catalog.close();
  rmSync(verdictsDir, { recursive: true, force: true });
});

it('serves natively the platforms the check proved equal, the pack the rest', () => {
  const sources = new Map(resources.catalog.platforms.map((p) => [p.name, p.source]));
  expect(servedNatively.length).toBeGreaterThan(0);
  expect(servedNatively.every((name) => sources.get(name) === 'native')).toBe(true);
  expect([...sources.values()].filter((source) => source === 'pack').length).toBeGreaterThan(500);
});

function totals(report: JobReport) {
  const rejected = Object.entries(report.rejets)
    .filter(([key]) => key.startsWith('nb-lines-'))
    .reduce((sum, [, value]) => sum + Number(value), 0);
  return {
    input: report.general['nb-lines-input'],
    accounted:
      Number(report.general['nb-ecs']) + Number(report.general['nb-denied-ecs']) + rejected,
  };
}

describe('real logs end to end', () => {
  it.each([
    'sd.2012-11-30.log.gz',
    'sd.2013-03-12.log.gz',
    'npg.2012-11-30.log.gz',
    'npg.2013-03-12.log.gz',
    'cairn.2013-03-12.log.gz',
    'springer.2013-03-12.log.gz',
    'edp.2013-01-23.log',
  ])(
    '%s: processed, and input = ECs + denied + every reject category',
    async (file) => {
      const run = await runJob([inputOf({ file: logFile(file) })], HEADERS, resources);
      expect(run.failure).toBeUndefined();
      expect(run.report.general['Job-Done']).toBe(true);
      const { input, accounted } = totals(run.report);
      expect(Number(input)).toBeGreaterThan(300);
      expect(accounted).toBe(input);
    },
    120_000,
  );
});

interface Golden {
  log: string;
  report: JobReport;
  rows: Record<string, string>[];
  platforms: string[];
}

function readGoldens(): Golden[] {
  return readdirSync(GOLDEN)
    .filter((name) => name.endsWith('.report.json'))
    .map((name) => {
      const log = name.replace(/\.report\.json$/, '');
      const report = JSON.parse(readFileSync(path.join(GOLDEN, name), 'utf8')) as JobReport;
      const csv = gunzipSync(readFileSync(path.join(GOLDEN, `${log}.csv.gz`))).toString('utf8');
      const rows = csv.startsWith('datetime;') ? parseCsvOutput(csv) : [];
      const platforms = Object.keys(report.stats)
        .filter((key) => key.startsWith('platform-'))
        .map((key) => key.slice('platform-'.length));
      return { log, report, rows, platforms };
    });
}

/** The log_id of each line of a log whose host is a proxy chain. */
function chainedLines(log: string): Set<string> {
  const bytes = readFileSync(logFile(log));
  const text = (log.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return new Set(
    text
      .split(/\r?\n/)
      .filter((line) => CHAINED_HOST.test(line))
      .map(computeLogId),
  );
}

/** At least this share of the reference's events found, of ours in the reference, of fields equal. */
const AGREEMENT = 0.995;

const notCompared = new Map<string, string[]>();

async function compareWithGolden(golden: Golden): Promise<void> {
  const known = new Set(resources.catalog.platforms.map((platform) => platform.name));
  const missing = golden.platforms.filter((name) => !known.has(name));
  if (missing.length > 0) {
    notCompared.set(golden.log, missing);
    return;
  }
  const run = await runJob([inputOf({ file: logFile(golden.log) })], HEADERS, resources);
  expect(run.failure?.status).toBe(golden.report.general.status ?? undefined);
  const counters = (report: JobReport) => ({
    ...report.rejets,
    'nb-ecs': report.general['nb-ecs'],
    'nb-denied-ecs': report.general['nb-denied-ecs'],
    'nb-lines-input': report.general['nb-lines-input'],
  });
  expect(counters(run.report)).toEqual(counters(golden.report));
  const ours = new Map(run.rows.map((row) => [row.log_id, row]));
  const chained = chainedLines(golden.log);
  const theirs = new Set(golden.rows.map((row) => row.log_id));
  let found = 0;
  let fields = 0;
  let equal = 0;
  const differing: string[] = [];
  for (const expected of golden.rows) {
    const actual = ours.get(expected.log_id);
    if (actual === undefined) {
      continue;
    }
    found += 1;
    const compared = (name: string) =>
      !IGNORED.test(name) && !(name.startsWith('geoip-') && chained.has(expected.log_id ?? ''));
    for (const column of Object.keys(expected).filter(compared)) {
      fields += 1;
      if ((actual[column] ?? '') === expected[column]) {
        equal += 1;
      } else {
        differing.push(
          `${expected.log_id} ${column}: ${actual[column] ?? ''} ≠ ${expected[column] ?? ''}`,
        );
      }
    }
  }
  const inReference = run.rows.filter((row) => theirs.has(row.log_id)).length;
  const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  if (differing.length > 0) {
    process.stderr.write(`${golden.log}: ${differing.slice(0, 5).join('; ')}\n`);
  }
  expect(share(found, golden.rows.length)).toBeGreaterThanOrEqual(AGREEMENT);
  expect(share(inReference, run.rows.length)).toBeGreaterThanOrEqual(AGREEMENT);
  expect(share(equal, fields)).toBeGreaterThanOrEqual(AGREEMENT);
}

describe('golden outputs of the reference, per log_id', () => {
  afterAll(() => {
    if (notCompared.size > 0) {
      process.stderr.write(
        `goldens not compared (platforms missing): ${[...notCompared].map(([log, names]) => `${log} [${names.join(', ')}]`).join('; ')}\n`,
      );
    }
  });

  it('are all compared: the pack knows every platform they name', () => {
    const known = new Set(resources.catalog.platforms.map((platform) => platform.name));
    expect(
      readGoldens().flatMap((golden) => golden.platforms.filter((name) => !known.has(name))),
    ).toEqual([]);
  });

  it.each(readGoldens().map((golden) => [golden.log, golden] as const))(
    '%s',
    (_log, golden) => compareWithGolden(golden),
    120_000,
  );
});
