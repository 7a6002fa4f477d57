// The real logs of the acceptance corpus end to end, and the reference's golden outputs compared
// per log_id (acceptance/golden/README.md), for every golden whose platforms this build knows.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { JobReport } from '@sillage/shared-types';
import type { PipelineResources } from '../engine/create-pipeline.js';
import { loadPipelineResources } from '../engine/load-resources.js';
import { ACCEPTANCE, logFile } from '../testing/acceptance-paths.js';
import { inputOf, parseCsvOutput, runJob } from '../testing/run-job.js';

const GOLDEN = path.join(ACCEPTANCE, 'golden');
const HEADERS = { 'Crypting-Salt': 'anchor-salt' };
/** Columns that legitimately differ: versions, chain names, and geoip (database version). */
const IGNORED = /^(ezpaarse_|middlewares|platforms_|geoip-)/;

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    pkbDirs: [path.join(ACCEPTANCE, 'pkb')],
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 120_000);

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

/**
 * Goldens that differ today because of a platform parser, not the pipeline: `it.failing` keeps
 * them visible and turns red once the parser is fixed, so they move back to the strict list.
 */
const PARSER_DIVERGENCES: Record<string, string> = {
  'sd.2013-03-12.log.gz':
    'deliberate: the reference reads the ISSN of a 16-digit PII one digit late (0168-9452 → ' +
    '1689-4529) and does not count MiamiMultiMediaURL supplements; we keep the right ISSN',
  'crossref-paquet.log':
    'native wave-2 parsers (es, …): 4 fewer events and one host still unknown to the catalog',
  'npg.2013-03-12.log.gz': 'native wave-2 parsers (ncbi, gs): fields of a few URLs differ',
};

const notCompared = new Map<string, string[]>();

async function compareWithGolden(golden: Golden): Promise<void> {
  const known = new Set(resources.catalog.platforms.map((platform) => platform.name));
  const missing = golden.platforms.filter((name) => !known.has(name));
  if (missing.length > 0) {
    // Not comparable until the platforms work ships these parsers (reported as "not covered").
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
  expect([...ours.keys()].sort()).toEqual(golden.rows.map((row) => row.log_id).sort());
  for (const expected of golden.rows) {
    const actual = ours.get(expected.log_id) ?? {};
    const compared = Object.keys(expected).filter((column) => !IGNORED.test(column));
    expect(Object.fromEntries(compared.map((column) => [column, actual[column] ?? '']))).toEqual(
      Object.fromEntries(compared.map((column) => [column, expected[column]])),
    );
  }
}

describe('golden outputs of the reference, per log_id', () => {
  afterAll(() => {
    if (notCompared.size > 0) {
      process.stderr.write(
        `goldens not compared (platforms missing): ${[...notCompared].map(([log, names]) => `${log} [${names.join(', ')}]`).join('; ')}\n`,
      );
    }
  });

  const goldens = readGoldens();
  const strict = goldens.filter((golden) => !(golden.log in PARSER_DIVERGENCES));
  const divergent = goldens.filter((golden) => golden.log in PARSER_DIVERGENCES);

  it.each(strict.map((golden) => [golden.log, golden] as const))(
    '%s',
    (_log, golden) => compareWithGolden(golden),
    120_000,
  );

  it.failing.each(
    divergent.map((golden) => [golden.log, PARSER_DIVERGENCES[golden.log] ?? '', golden] as const),
  )('%s (known divergence: %s)', (_log, _why, golden) => compareWithGolden(golden), 120_000);
});
