#!/usr/bin/env node
// `npm run test:reliability`: load and fault scenarios against a real api and two worker
// processes on Postgres (DATABASE_URL's server; a fresh database is created and dropped).
// Loopback only, bounded in count and time. RELIABILITY_SHORT=1 is the CI version (< 3 min).
// Exits 1 when a job loses or duplicates lines, ends without a status or message, a file is left
// behind after the retention sweep, or the api stops answering.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const shared = path.resolve(root, '../shared');
const SHORT = process.env.RELIABILITY_SHORT === '1';
const PLAN = SHORT
  ? {
      lines: 5_000,
      logs: 2,
      uploads: 6,
      concurrency: 3,
      readers: 20,
      sockets: 20,
      faultLines: 20_000,
    }
  : {
      lines: 25_000,
      logs: 4,
      uploads: 16,
      concurrency: 8,
      readers: 100,
      sockets: 100,
      faultLines: 100_000,
    };
const DEADLINE_MS = (SHORT ? 3 : 15) * 60_000;
const ADMIN = { email: 'reliability@example.org', password: 'reliability-password-1' };
const AUTH = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const startedAt = Date.now();
const failures = [];
const children = new Map();

function log(message) {
  process.stdout.write(`[${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${message}\n`);
}
function fail(message) {
  failures.push(message);
  log(`FAIL ${message}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const deadline = setTimeout(() => {
  fail(`time limit of ${DEADLINE_MS / 60_000} min reached`);
  void finish();
}, DEADLINE_MS);

// --- processes ---------------------------------------------------------------------------

const nodeArgs = ['--conditions=development', '--import', '@swc-node/register/esm-register'];
function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'tsconfig.base.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entryState = { child, name, peakRssKb: 0, output: '' };
  const keep = (data) => {
    entryState.output = (entryState.output + data.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.set(name, entryState);
  return entryState;
}
/** Peak resident memory so far (VmHWM), sampled while the process lives. */
function samplePeaks() {
  for (const entry of children.values()) {
    try {
      const status = readFileSync(`/proc/${entry.child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      entry.peakRssKb = Math.max(entry.peakRssKb, kb);
    } catch {
      // Ended.
    }
  }
}
const sampler = setInterval(samplePeaks, 500);

// --- HTTP helpers ------------------------------------------------------------------------

let base;
function request(method, url, { body, headers = {}, abortAfterBytes } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      `${base}${url}`,
      { method, headers: { authorization: AUTH, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            trailers: res.trailers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error) =>
      abortAfterBytes === undefined ? reject(error) : resolve({ status: 0, error }),
    );
    if (abortAfterBytes !== undefined) {
      req.write(body.subarray(0, abortAfterBytes));
      setTimeout(() => req.destroy(), 200);
      return;
    }
    req.end(body);
  });
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const countLines = (buffer) => {
  let count = 0;
  for (const byte of buffer) {
    if (byte === 0x0a) count += 1;
  }
  return count;
};

async function waitHealthy(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await request('GET', '/api/health');
      if (response.status === 200) return true;
    } catch {
      // Not up yet.
    }
    await sleep(500);
  }
  return false;
}

async function jobRow(jobId) {
  const response = await request('GET', `/api/jobs?user=${encodeURIComponent(ADMIN.email)}`);
  return JSON.parse(response.body.toString()).find((job) => job.jobId === jobId);
}

// --- set-up --------------------------------------------------------------------------------

const dbName = `sillage_reliability_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-reliability-'));
let finished = false;

async function finish() {
  if (finished) return;
  finished = true;
  clearTimeout(deadline);
  clearInterval(sampler);
  samplePeaks();
  for (const entry of children.values()) entry.child.kill('SIGTERM');
  await sleep(1000);
  for (const entry of children.values()) entry.child.kill('SIGKILL');
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  } catch (error) {
    log(`could not drop ${dbName}: ${error.message}`);
  }
  await rm(dataDir, { recursive: true, force: true });
  log(failures.length === 0 ? 'reliability: PASSED' : `reliability: ${failures.length} FAILURE(S)`);
  // CI (.ci/run) adds `{runner, passed, failed}` to its closing line: the run is one test.
  if (process.env.RELIABILITY_SUMMARY_FILE) {
    writeFileSync(
      process.env.RELIABILITY_SUMMARY_FILE,
      JSON.stringify({
        runner: 'reliability',
        passed: failures.length === 0 ? 1 : 0,
        failed: failures.length,
      }),
    );
  }
  process.exit(failures.length === 0 ? 0 : 1);
}
process.once('SIGINT', () => void finish());

await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const port = 30_000 + (process.pid % 20_000);
base = `http://127.0.0.1:${port}`;
const commonEnv = {
  DATABASE_URL: dbUrl.toString(),
  SILLAGE_DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};
log(`plan ${JSON.stringify(PLAN)}; database ${dbName}; data ${dataDir}`);

// Logs: seeded, generated in place by the shared generator; expected counts from the CLI.
const logs = [];
for (let index = 0; index < PLAN.logs + 1; index += 1) {
  const file = path.join(dataDir, `input-${index}.log`);
  const lines = index === PLAN.logs ? PLAN.faultLines : PLAN.lines;
  const gen = spawnSync(
    process.execPath,
    [
      path.join(shared, 'bench/gen-log.mjs'),
      '--platforms',
      path.join(shared, 'acceptance/platforms'),
      '--lines',
      String(lines),
      '--seed',
      `reliability-${index}`,
      '--out',
      file,
    ],
    { encoding: 'utf8' },
  );
  if (gen.status !== 0) throw new Error(`gen-log failed: ${gen.stderr}`);
  const out = `${file}.cli.csv`;
  const cli = spawnSync(
    process.execPath,
    [...nodeArgs, 'apps/cli/src/main.ts', 'process', file, '-o', out, '--no-progress'],
    {
      cwd: root,
      env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'tsconfig.base.json') },
      encoding: 'utf8',
    },
  );
  if (cli.status !== 0) throw new Error(`cli failed: ${cli.stderr}`);
  logs.push({ file, body: await readFile(file), expected: countLines(await readFile(out)), lines });
}
log(`generated ${logs.length} logs; CLI result lines: ${logs.map((l) => l.expected).join(', ')}`);

startProcess('api', 'apps/api/src/main.ts', {
  ...commonEnv,
  PORT: String(port),
  SESSION_SECRET: randomUUID() + randomUUID(),
  SILLAGE_EMBEDDED_WORKER: 'false',
  SILLAGE_ADMIN_EMAIL: ADMIN.email,
  SILLAGE_ADMIN_PASSWORD: ADMIN.password,
  SILLAGE_AUTH_RATE_LIMIT: '100000',
  // Retention counts from a job's creation: it must outlast the longest job of the run (queue
  // wait included) or the job is swept the moment it ends. 36 s short, 3 min full.
  SILLAGE_JOB_RETENTION_HOURS: SHORT ? '0.01' : '0.05',
});
const workerEnv = {
  ...commonEnv,
  // Faster than the defaults so a killed worker's job is taken over within the run, yet far
  // above the heartbeat delays of a busy two-core machine.
  SILLAGE_HEARTBEAT_MS: '2000',
  SILLAGE_STALE_AFTER_MS: '20000',
  SILLAGE_STALE_CHECK_MS: '2000',
};
startProcess('worker-1', 'apps/worker/src/main.ts', workerEnv);
startProcess('worker-2', 'apps/worker/src/main.ts', workerEnv);
if (!(await waitHealthy())) {
  fail(`api did not start: ${children.get('api').output}`);
  await finish();
}
log('api and 2 workers up');

// --- load ----------------------------------------------------------------------------------

const jobs = [];
async function runJob(log, extra = {}) {
  const jobId = randomUUID();
  const response = await request('PUT', `/${jobId}`, { body: log.body, headers: extra });
  const record = {
    jobId,
    log,
    status: response.status,
    ms: response.ms,
    trailers: response.trailers,
  };
  jobs.push(record);
  const download = await request('GET', `/${jobId}`);
  record.resultLines = download.status === 200 ? countLines(download.body) : undefined;
  record.row = await jobRow(jobId);
  return record;
}

const readerLatencies = [];
let readersRunning = true;
async function reader(index) {
  const urls = [
    '/api/info/app',
    '/api/health',
    `/api/jobs?user=${encodeURIComponent(ADMIN.email)}`,
    '/api/admin/jobs',
  ];
  while (readersRunning) {
    const last = jobs.at(-1);
    const url =
      index % 5 === 0 && last ? `/${last.jobId}/job-report.json` : urls[index % urls.length];
    try {
      const response = await request('GET', url);
      readerLatencies.push(response.ms);
      if (response.status >= 500) fail(`reader ${url} answered ${response.status}`);
    } catch (error) {
      fail(`reader ${url}: ${error.message}`);
    }
    await sleep(50);
  }
}
const sockets = [];
const socketIds = [];
let socketMessages = 0;
for (let index = 0; index < PLAN.sockets; index += 1) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
    headers: { authorization: AUTH },
  });
  socket.on('message', (data) => {
    socketMessages += 1;
    const message = JSON.parse(data.toString());
    if (message.type === 'connected') socketIds.push(message.data);
  });
  socket.on('error', (error) => fail(`websocket: ${error.message}`));
  sockets.push(socket);
}

const loadStarted = performance.now();
const readers = Array.from({ length: PLAN.readers }, (_, index) => reader(index));
let next = 0;
await Promise.all(
  Array.from({ length: PLAN.concurrency }, async () => {
    while (next < PLAN.uploads) {
      const index = next;
      next += 1;
      // Half the uploads report live to one of the sockets, as the web app's do.
      const socketId =
        index % 2 === 0 ? socketIds[index % Math.max(1, socketIds.length)] : undefined;
      await runJob(
        logs[index % PLAN.logs],
        socketId === undefined ? {} : { 'socket-id': socketId },
      );
    }
  }),
);
const loadSeconds = (performance.now() - loadStarted) / 1000;
readersRunning = false;
await Promise.all(readers);
for (const socket of sockets) socket.terminate();

const loadJobs = [...jobs];
const linesIn = loadJobs.reduce((sum, job) => sum + job.log.lines, 0);
for (const job of loadJobs) {
  if (job.row?.status !== 'completed' || job.resultLines !== job.log.expected) {
    fail(
      `job ${job.jobId}: ${job.row?.status} (${job.row?.errorMessage}), ${job.resultLines} result lines, CLI ${job.log.expected}`,
    );
  }
}
const load = {
  uploads: loadJobs.length,
  concurrency: PLAN.concurrency,
  linesPerUpload: PLAN.lines,
  seconds: Number(loadSeconds.toFixed(1)),
  linesPerSecond: Math.round(linesIn / loadSeconds),
  uploadP50ms: Math.round(
    percentile(
      loadJobs.map((job) => job.ms),
      50,
    ),
  ),
  uploadP99ms: Math.round(
    percentile(
      loadJobs.map((job) => job.ms),
      99,
    ),
  ),
  readers: PLAN.readers,
  readerRequests: readerLatencies.length,
  readerP50ms: Number(percentile(readerLatencies, 50).toFixed(1)),
  readerP99ms: Number(percentile(readerLatencies, 99).toFixed(1)),
  sockets: PLAN.sockets,
  socketMessages,
  matchingCli: loadJobs.filter((job) => job.resultLines === job.log.expected).length,
};
log(`load: ${JSON.stringify(load)}`);

// --- faults --------------------------------------------------------------------------------

const faults = [];
const faultLog = logs[PLAN.logs];
/** A job ends completed with the CLI's line count, or error/abort with a message. */
function judge(name, record) {
  const row = record.row;
  const ok =
    (row?.status === 'completed' && record.resultLines === faultLog.expected) ||
    ((row?.status === 'error' || row?.status === 'abort') && Boolean(row.errorMessage));
  faults.push({
    fault: name,
    status: row?.status ?? 'none',
    attempts: row?.attempts ?? null,
    lines: record.resultLines ?? null,
    expected: faultLog.expected,
    message: row?.errorMessage ?? null,
    ok,
  });
  if (!ok) fail(`${name}: ${JSON.stringify(faults.at(-1))}`);
}

// 1. kill -9 the workers while one runs a job (both, so the one holding it is surely hit);
// replacements start; the job must still end well (retried from its stored input).
{
  const pending = runJob(faultLog);
  let victim;
  for (let tries = 0; tries < 600 && victim === undefined; tries += 1) {
    await sleep(100);
    const running =
      jobs.length > loadJobs.length ? undefined : await request('GET', '/api/admin/jobs');
    if (running && JSON.parse(running.body.toString()).length > 0) victim = true;
  }
  if (victim) {
    await sleep(500);
    samplePeaks();
    children.get('worker-1').child.kill('SIGKILL');
    children.get('worker-2').child.kill('SIGKILL');
    log('killed worker-1 and worker-2 (SIGKILL) mid-job');
    startProcess('worker-3', 'apps/worker/src/main.ts', workerEnv);
    startProcess('worker-4', 'apps/worker/src/main.ts', workerEnv);
  } else {
    fail('the fault job was never seen running');
  }
  judge('kill -9 of a worker mid-job', await pending);
}

// 2. websockets dropped mid-job: the job completes regardless.
{
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`, {
    headers: { authorization: AUTH },
  });
  const socketId = await new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()).data)),
  );
  const pending = runJob(faultLog, { 'socket-id': socketId });
  await sleep(300);
  socket.terminate();
  judge('websocket dropped mid-job', await pending);
}

// 3. uploads aborted at random points: no job may hang; each ends with a message or never starts.
{
  for (const fraction of [0.1, 0.5, 0.9]) {
    const jobId = randomUUID();
    await request('PUT', `/${jobId}`, {
      body: faultLog.body,
      abortAfterBytes: Math.floor(faultLog.body.length * fraction),
    });
    let row;
    for (let tries = 0; tries < 100; tries += 1) {
      row = await jobRow(jobId);
      if (row === undefined || ['completed', 'error', 'abort'].includes(row.status)) break;
      await sleep(200);
    }
    const ok =
      row === undefined ||
      ((row.status === 'error' || row.status === 'abort') && Boolean(row.errorMessage));
    faults.push({
      fault: `upload aborted at ${fraction * 100} %`,
      status: row?.status ?? 'not recorded',
      lines: null,
      expected: null,
      message: row?.errorMessage ?? null,
      ok,
    });
    if (!ok) fail(`aborted upload ${jobId}: ${JSON.stringify(row)}`);
  }
}

// 4. Postgres restart mid-job: only on request, as it interrupts every user of the server.
if (process.env.RELIABILITY_PG_RESTART === '1') {
  const pending = runJob(faultLog);
  await sleep(1000);
  const restart = spawnSync('pg_ctlcluster', ['15', 'main', 'restart'], { encoding: 'utf8' });
  log(`pg_ctlcluster restart: ${restart.status} ${restart.stderr}`);
  judge(
    'Postgres restarted mid-job',
    await pending.catch((error) => ({ row: { status: 'none', errorMessage: error.message } })),
  );
}

if (!(await waitHealthy(10_000))) fail('api stopped answering after the faults');

// --- retention sweep: every job folder must go; nothing may be left behind ------------------

const jobsDir = path.join(dataDir, 'files', 'jobs');
const leftovers = () =>
  existsSync(jobsDir)
    ? readdirSync(jobsDir).filter((name) => statSync(path.join(jobsDir, name)).isDirectory())
    : [];
for (let tries = 0; tries < 300 && leftovers().length > 0; tries += 1) await sleep(1000);
const orphans = leftovers();
if (orphans.length > 0) fail(`left after the retention sweep: ${orphans.join(', ')}`);
if (!(await waitHealthy(10_000))) fail('api stopped answering');

samplePeaks();
const memory = Object.fromEntries(
  [...children.values()].map((entry) => [entry.name, `${Math.round(entry.peakRssKb / 1024)} MiB`]),
);
log(`faults: ${JSON.stringify(faults, null, 1)}`);
log(`peak RSS: ${JSON.stringify(memory)}`);
log(`orphans after sweep: ${orphans.length}`);
await finish();
