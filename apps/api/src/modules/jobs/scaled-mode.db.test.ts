// api + two worker processes on a real Postgres: jobs spread over both workers, one worker killed
// mid-job, and the reference-compatible curl flow. Skipped without TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest, type AppDatabase } from '@sillage/db';
import { createPipelineProcessor } from '@sillage/jobs';
import { loadPipelineResources, readAppGitVersion } from '@sillage/pipeline';
import { basicAuth, createUser } from '../../test/auth-helpers.js';
import {
  ACCEPTANCE,
  REPO_ROOT,
  buildTestApp,
  type TestApp,
  listenLocally,
} from '../../test/build-test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const LOG = path.join(ACCEPTANCE, 'logs/npg.2013-03-12.log.gz');
const JOB_HEADERS = { 'crypting-salt': 'anchor-salt', 'content-encoding': 'gzip' };
const WORKER_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/worker/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The knowledge bases of the log's platform only, linked from the acceptance corpus: the api
 * synchronises them into Postgres before the workers start, and the other 64 platforms' files
 * (54 MB, the castor tests load them all) would only lengthen that.
 */
function linkLogKnowledgeBases(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sillage-scaled-pkb-'));
  symlinkSync(path.join(ACCEPTANCE, 'pkb/npg'), path.join(dir, 'npg'));
  return dir;
}
let RESOURCES: Record<
  'SILLAGE_PKB_DIRS' | 'SILLAGE_EXCLUSIONS_DIR' | 'SILLAGE_FIELDS_FILE',
  string
>;

interface WorkerProcess {
  child: ChildProcess;
  id: Promise<string>;
  output: string[];
}

/** Resolves once the start-up knowledge-base sync has loaded every file. */
async function waitForCastor(base: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const status = (await (await fetch(`${base}/castor/status`)).json()) as { state: string };
    if (status.state === 'synchronized') {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`knowledge bases still ${status.state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function withAdmin(task: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await task(client);
  } finally {
    await client.end();
  }
}

/** A worker process running the TypeScript sources (swc), on `databaseUrl` and `dataDir`. */
function spawnWorker(databaseUrl: string, dataDir: string): WorkerProcess {
  const child = spawn(
    process.execPath,
    [
      '--conditions=development',
      '--import',
      '@swc-node/register/esm-register',
      'apps/worker/src/main.ts',
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...RESOURCES,
        SWC_NODE_PROJECT: path.join(REPO_ROOT, 'apps/worker/tsconfig.json'),
        DATABASE_URL: databaseUrl,
        SILLAGE_DATA_DIR: dataDir,
        SILLAGE_WORKER_CONCURRENCY: '1',
        // 64 KiB chunks of a 340 KiB file: each job lasts about 4 s, long enough to be killed
        // (the test kills a worker within 100 ms of seeing both run) and short enough that the
        // five jobs of the suite do not dominate CI.
        SILLAGE_JOB_CHUNK_DELAY_MS: '600',
        SILLAGE_HEARTBEAT_MS: '200',
        SILLAGE_STALE_AFTER_MS: '2000',
        SILLAGE_STALE_CHECK_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const id = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      const match = /worker (\S+) ready/.exec(output.join(''));
      if (match?.[1]) {
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('exit', (code) => {
      reject(new Error(`worker exited (${String(code)}): ${output.join('')}`));
    });
  });
  id.catch(() => undefined);
  return { child, id, output };
}

/** The data rows of a CSV result, without the header. */
const rowsOf = (csv: string) =>
  csv
    .split('\n')
    .filter((line) => line !== '')
    .slice(1)
    .sort();

(serverUrl ? describe : describe.skip)(
  'scaled mode: api + two worker processes on Postgres',
  () => {
    const name = `sillage_scaled_${randomBytes(5).toString('hex')}`;
    let databaseUrl: string;
    let database: AppDatabase;
    let dataDir: string;
    let t: TestApp;
    let auth: string;
    let base: string;
    const workers: WorkerProcess[] = [];
    let expectedRows: string[];

    beforeAll(async () => {
      RESOURCES = {
        SILLAGE_PKB_DIRS: linkLogKnowledgeBases(),
        SILLAGE_EXCLUSIONS_DIR: path.join(ACCEPTANCE, 'resources/exclusions'),
        SILLAGE_FIELDS_FILE: path.join(ACCEPTANCE, 'platforms/fields.json'),
      };
      await withAdmin((client) => client.query(`create database ${name}`));
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      database = await createDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 4 });
      await migrateToLatest(database.db);
      dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-scaled-'));
      t = await buildTestApp({
        database,
        env: {
          DATABASE_URL: databaseUrl,
          SILLAGE_EMBEDDED_WORKER: 'false',
          SILLAGE_DATA_DIR: dataDir,
          // The api synchronises the knowledge bases into Postgres; the workers read them there.
          ...RESOURCES,
        },
      });
      base = `http://127.0.0.1:${String(await listenLocally(t.app))}`;
      await waitForCastor(base);
      await createUser(t.app, 'curl@example.org');
      auth = basicAuth('curl@example.org');
      workers.push(spawnWorker(databaseUrl, dataDir), spawnWorker(databaseUrl, dataDir));

      // The expected result: the same log through the same pipeline, in this process.
      const appGit = await readAppGitVersion(REPO_ROOT);
      const resources = await loadPipelineResources({
        pkbDirs: [RESOURCES.SILLAGE_PKB_DIRS],
        exclusionsDir: RESOURCES.SILLAGE_EXCLUSIONS_DIR,
        fieldsFile: RESOURCES.SILLAGE_FIELDS_FILE,
        // The workers stamp their package's version on every event, and the git identity of
        // their install folder (this checkout) when it is a working copy.
        appVersion: WORKER_VERSION,
        ...(appGit === undefined ? {} : { appGit }),
      });
      const dir = await mkdtemp(path.join(tmpdir(), 'sillage-expected-'));
      try {
        const result = await createPipelineProcessor(resources)({
          jobId: randomUUID(),
          headers: { 'crypting-salt': 'anchor-salt' },
          inputs: [{ open: () => createReadStream(LOG), contentEncoding: 'gzip' }],
          paths: {
            dir,
            traces: path.join(dir, 'traces.log'),
            denied: (extension) => path.join(dir, `denied.${extension}`),
            rejects: (category) => path.join(dir, `${category}.log`),
            resultTemp: (extension) => path.join(dir, `result.${extension}`),
          },
          createdAt: new Date(),
          signal: new AbortController().signal,
          onProgress: () => undefined,
          onTrace: () => undefined,
        });
        expect(result.failure).toBeUndefined();
        expectedRows = rowsOf(await readFile(path.join(dir, 'result.csv'), 'utf8'));
        expect(expectedRows.length).toBeGreaterThan(1000);
      } finally {
        await resources.catalog.close();
        await rm(dir, { recursive: true, force: true });
      }
      await Promise.all(workers.map((worker) => worker.id));
    }, 300_000);

    afterAll(async () => {
      for (const worker of workers) {
        worker.child.kill('SIGKILL');
      }
      await t.close();
      await database.close();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
      rmSync(RESOURCES.SILLAGE_PKB_DIRS, { recursive: true, force: true });
    }, 120_000);

    const put = (jobId: string) =>
      fetch(`${base}/${jobId}`, {
        method: 'PUT',
        headers: { authorization: auth, ...JOB_HEADERS },
        body: Readable.toWeb(createReadStream(LOG)),
        duplex: 'half',
      });

    it('spreads jobs over both workers; a killed worker’s job is retried elsewhere and every result is right', async () => {
      const [first, second] = await Promise.all(workers.map((worker) => worker.id));
      const jobIds = Array.from({ length: 4 }, () => randomUUID());
      const answers = jobIds.map((jobId) =>
        put(jobId).then(async (response) => ({ response, body: await response.text() })),
      );

      // Wait until each worker runs one job, then kill the first worker in the middle of its job.
      let running: { id: string; worker_id: string }[] = [];
      for (
        let tries = 0;
        tries < 600 && new Set(running.map((row) => row.worker_id)).size < 2;
        tries++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        running = (
          await database.executeSql(`select id, worker_id from jobs where status = 'running'`)
        ).rows as typeof running;
      }
      expect(new Set(running.map((row) => row.worker_id))).toEqual(new Set([first, second]));
      const victim = running.find((row) => row.worker_id === first)!.id;
      workers[0]!.child.kill('SIGKILL');

      const results = await Promise.all(answers);
      for (const { response } of results) {
        expect(response.status).toBe(200);
      }
      const rows = (
        await database.executeSql(`select id, status, worker_id, attempts, error_message from jobs`)
      ).rows as {
        id: string;
        status: string;
        worker_id: string;
        attempts: number;
      }[];
      expect(rows.map((row) => row.status)).toEqual([
        'completed',
        'completed',
        'completed',
        'completed',
      ]);
      const retried = rows.find((row) => row.id === victim)!;
      expect(retried).toMatchObject({ status: 'completed', worker_id: second, attempts: 2 });
      for (const jobId of jobIds) {
        const download = await fetch(`${base}/${jobId}`, { headers: { authorization: auth } });
        expect(download.status).toBe(200);
        expect(rowsOf(await download.text())).toEqual(expectedRows);
      }
    }, 300_000);

    it('works like the reference with curl: PUT a gzipped log with Basic auth, then read the report URL', async () => {
      const jobId = randomUUID();
      const response = await put(jobId);
      expect(response.status).toBe(200);
      await response.text();
      const reportUrl = response.headers.get('job-report');
      expect(reportUrl).toBe(`${base}/${jobId}/job-report.json`);
      const report = await fetch(reportUrl!, { headers: { authorization: auth } });
      expect(report.status).toBe(200);
      const body = (await report.json()) as { general: Record<string, unknown> };
      expect(body.general['Job-Done']).toBe(true);
      expect(body.general['Job-ID']).toBe(jobId);
      expect(body.general['nb-ecs']).toBe(expectedRows.length);
      expect(body.general['URL-Report']).toBe(reportUrl);
    }, 300_000);
  },
);
