import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadPipelineResources, type PipelineResources } from '@sillage/pipeline';
import { CounterReportSchema, type TraceEntry } from '@sillage/shared-types';
import type { JobRunContext } from './job-processor.js';
import { createPipelineProcessor, parseTraceLine } from './pipeline-processor.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const JOB = '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

let resources: PipelineResources;
beforeAll(async () => {
  resources = await loadPipelineResources({
    exclusionsDir: path.join(ACCEPTANCE, 'resources/exclusions'),
    pkbDirs: [path.join(ACCEPTANCE, 'pkb')],
    fieldsFile: path.join(ACCEPTANCE, 'platforms/fields.json'),
  });
}, 120_000);
afterAll(() => resources.catalog.close());

async function runOn(
  file: string,
  headers: Record<string, string>,
  attempt?: number,
  shutdownStopAt?: string,
  /** The job's input, given the job's folder. */
  input: (dir: string) => JobRunContext['inputs'][number] = () => ({
    open: () => createReadStream(file),
    contentEncoding: 'gzip',
  }),
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'sillage-processor-'));
  const traces: TraceEntry[] = [];
  const context: JobRunContext = {
    jobId: JOB,
    ...(attempt === undefined ? {} : { attempt }),
    ...(shutdownStopAt === undefined ? {} : { shutdownStopAt }),
    headers,
    inputs: [input(dir)],
    paths: {
      dir,
      traces: path.join(dir, 'job-traces.log'),
      denied: (extension) => path.join(dir, `denied-ecs.${extension}`),
      rejects: (category) => path.join(dir, `lines-${category}.log`),
      resultTemp: (extension) => path.join(dir, `result.job-ecs.${extension}.partial`),
    },
    createdAt: new Date('2026-01-01T00:00:00Z'),
    signal: new AbortController().signal,
    onProgress: () => undefined,
    onTrace: (entry) => traces.push(entry),
  };
  const result = await createPipelineProcessor(resources)(context);
  return { dir, result, traces };
}

describe('pipeline processor', () => {
  it.each([
    [1, 'info', false],
    [2, 'info', true],
    [2, 'error', false],
  ])(
    'run %i at Traces-Level %s says in its traces that it is a later attempt: %s',
    async (attempt, level, said) => {
      const { dir, traces } = await runOn(
        path.join(ACCEPTANCE, 'logs/npg.2013-03-12.log.gz'),
        { 'traces-level': level },
        attempt,
      );
      try {
        const written = await readFile(path.join(dir, 'job-traces.log'), 'utf8');
        expect(written.includes(`warn: Attempt ${attempt}: the previous run stopped`)).toBe(said);
        expect(traces.some((entry) => entry.message.startsWith('Attempt '))).toBe(said);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('says in its traces that a server shutdown stopped an earlier run', async () => {
    const { dir } = await runOn(
      path.join(ACCEPTANCE, 'logs/npg.2013-03-12.log.gz'),
      {},
      1,
      '2026-12-05T07:00:00.000Z',
    );
    try {
      expect(await readFile(path.join(dir, 'job-traces.log'), 'utf8')).toContain(
        'warn: The server stopped during an earlier run of this job (2026-12-05T07:00:00.000Z); the job starts again from its stored input',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('processes a gzipped reference log like the reference did, into the job folder', async () => {
    const golden = JSON.parse(
      await readFile(path.join(ACCEPTANCE, 'golden/npg.2013-03-12.log.gz.report.json'), 'utf8'),
    ) as { general: Record<string, unknown> };
    const { dir, result, traces } = await runOn(
      path.join(ACCEPTANCE, 'logs/npg.2013-03-12.log.gz'),
      {
        'crypting-salt': 'anchor-salt',
        'reject-files': 'unknown-domains',
      },
    );
    try {
      expect(result.failure).toBeUndefined();
      expect(result.resultExtension).toBe('csv');
      expect(result.counters.linesInput).toBe(golden.general['nb-lines-input']);
      const { linesInput, events, deniedEvents, rejectedLines } = result.counters;
      expect(events).toBeGreaterThan(1000);
      expect(events + deniedEvents + rejectedLines).toBe(linesInput);
      const csv = await readFile(path.join(dir, 'result.job-ecs.csv.partial'), 'utf8');
      const lines = csv.split('\n').filter((line) => line !== '');
      expect(lines.length).toBe(events + 1);
      expect((await readdir(dir)).sort()).toEqual(
        [
          'denied-ecs.csv',
          'job-traces.log',
          'lines-unknown-domains.log',
          'result.job-ecs.csv.partial',
        ].sort(),
      );
      expect(traces[0]?.message).toBe(`New job with ID: ${JOB}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes each batch of a plain result to its file while the job reads on, as a live answer needs', async () => {
    // 20 000 lines of the bench's generator: about 10 MB of result.
    const log = execFileSync(
      process.execPath,
      [
        path.join(ACCEPTANCE, '../bench/gen-log.mjs'),
        '--platforms',
        path.join(ACCEPTANCE, 'platforms'),
        '--lines',
        '20000',
        '--seed',
        'processor',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const sizesSeen: number[] = [];
    async function* chunks(resultFile: string) {
      for (let at = 0; at < log.length; at += 64 * 1024) {
        if (existsSync(resultFile)) {
          sizesSeen.push(statSync(resultFile).size);
        }
        yield log.subarray(at, at + 64 * 1024);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const { dir, result } = await runOn('', {}, undefined, undefined, (jobDir) => ({
      open: () => Readable.from(chunks(path.join(jobDir, 'result.job-ecs.csv.partial'))),
    }));
    try {
      expect(result.failure).toBeUndefined();
      const written = statSync(path.join(dir, 'result.job-ecs.csv.partial')).size;
      expect(written).toBeGreaterThan(4_000_000);
      // The file grew batch by batch while the input was still being read: the result is written
      // in gathered writes, not only when it closes.
      const grown = sizesSeen.filter((size) => size > 0 && size < written);
      expect(new Set(grown).size).toBeGreaterThan(3);
      // A batch at a time, not a mebibyte: a live answer sends the first events early.
      expect(Math.min(...grown)).toBeLessThan(1_000_000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes counter.json and counter.csv beside the result of a COUNTER R5.1 job', async () => {
    const { dir, result } = await runOn(path.join(ACCEPTANCE, 'logs/sd.2013-01-15.log.gz'), {
      'counter-mode': 'r51',
    });
    try {
      expect(result.failure).toBeUndefined();
      const names = await readdir(dir);
      expect(names).toEqual(expect.arrayContaining(['counter.json', 'counter.csv']));
      const counter = CounterReportSchema.parse(
        JSON.parse(await readFile(path.join(dir, 'counter.json'), 'utf8')),
      );
      expect(counter.job_id).toBe(JOB);
      const investigations = counter.rows.reduce(
        (sum, row) => sum + row.metrics.Total_Item_Investigations,
        0,
      );
      expect(investigations).toBeGreaterThan(0);
      expect(investigations).toBeLessThanOrEqual(result.counters.events);
      const csv = (await readFile(path.join(dir, 'counter.csv'), 'utf8')).trim().split('\n');
      expect(csv[0]).toContain('Total_Item_Investigations');
      expect(csv).toHaveLength(counter.rows.length + 1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes no counter files in the default reference mode', async () => {
    const { dir } = await runOn(path.join(ACCEPTANCE, 'logs/sd.2013-01-15.log.gz'), {});
    try {
      const names = await readdir(dir);
      expect(names).not.toContain('counter.json');
      expect(names).not.toContain('counter.csv');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('fails with the reference status of a bad header without processing anything', async () => {
    const { dir, result } = await runOn(path.join(ACCEPTANCE, 'logs/npg.2013-03-12.log.gz'), {
      accept: 'application/pdf',
    });
    await rm(dir, { recursive: true, force: true });
    expect(result.failure?.status).toBe(4006);
    expect(result.resultExtension).toBeUndefined();
  });

  it('fails a declared-gzip input that is not gzip with 4002 and offers no result', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sillage-bad-'));
    const file = path.join(dir, 'bad.gz');
    await writeFile(file, 'this is not gzip\n');
    const { dir: jobDir, result } = await runOn(file, {});
    await rm(dir, { recursive: true, force: true });
    await rm(jobDir, { recursive: true, force: true });
    expect(result.failure?.status).toBe(4002);
    expect(result.resultExtension).toBeUndefined();
  });

  it.each([
    [
      '2026-01-01T00:00:00.000Z info: New job',
      { timestamp: '2026-01-01T00:00:00.000Z', level: 'info', message: 'New job' },
    ],
    [
      '2026-01-01T00:00:00.000Z error: a: b\n',
      { timestamp: '2026-01-01T00:00:00.000Z', level: 'error', message: 'a: b' },
    ],
  ])('reads the trace line %j', (line, entry) => {
    expect(parseTraceLine(line)).toEqual(entry);
  });
});
