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
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const shared = path.resolve(root, '../shared');
const SHORT = process.env.RELIABILITY_SHORT === '1';
/** A positive integer from the environment (load knobs), or the mode's default. */
function knob(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}
// The full defaults are the issue's target load (50 concurrent uploads of 100 000 lines, 200
// readers); the short ones keep CI near two minutes. Every figure can be set on its own.
const DEFAULTS = SHORT
  ? {
      lines: 5_000,
      uploads: 6,
      concurrency: 3,
      readers: 20,
      sockets: 20,
      faultLines: 20_000,
      aborts: 4,
    }
  : {
      lines: 100_000,
      uploads: 50,
      concurrency: 50,
      readers: 200,
      sockets: 200,
      faultLines: 100_000,
      aborts: 10,
    };
const PLAN = {
  lines: knob('RELIABILITY_LINES', DEFAULTS.lines),
  logs: Math.min(4, knob('RELIABILITY_UPLOADS', DEFAULTS.uploads)),
  uploads: knob('RELIABILITY_UPLOADS', DEFAULTS.uploads),
  concurrency: knob('RELIABILITY_CONCURRENCY', DEFAULTS.concurrency),
  readers: knob('RELIABILITY_READERS', DEFAULTS.readers),
  sockets: knob('RELIABILITY_SOCKETS', DEFAULTS.sockets),
  faultLines: knob('RELIABILITY_FAULT_LINES', DEFAULTS.faultLines),
  aborts: knob('RELIABILITY_ABORTS', DEFAULTS.aborts),
  seed: knob('RELIABILITY_SEED', 20261125),
};
/** Seeded PRNG (mulberry32): the same RELIABILITY_SEED cuts uploads at the same points. */
function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = createRandom(PLAN.seed);
// Same headers for the CLI and the api: a fixed salt keeps anonymised fields comparable.
const JOB_HEADERS = { 'Crypting-Salt': 'sillage-reliability' };
// A bound against hangs, not the expected time: the short run takes about 2 minutes on an idle
// two-core machine, but several times that when the machine is shared.
const DEADLINE_MS = (SHORT ? 12 : 15) * 60_000;
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

// The programs as shipped: the api, worker and CLI builds, brought up to date first (Nx replays
// a build whose sources did not change, as after `npm start`). Started from the sources instead,
// each process compiled the whole workspace through swc at start (5 CLI runs, the api and four
// workers); from the builds the short run takes 47 s of CPU instead of 102 s.
// RELIABILITY_BUILT=1 (CI, which has just built them) skips that: Nx replays a cached build by
// deleting and rewriting every `dist` folder, and a replay while the browser suite beside it
// loaded a module took `@sillage/shared-types/dist/index.js` from under it.
const PROGRAMS = {
  api: 'apps/api/dist/main.js',
  worker: 'apps/worker/dist/main.js',
  cli: 'apps/cli/dist/main.js',
};
if (process.env.RELIABILITY_BUILT === '1') {
  const missing = Object.values(PROGRAMS).filter((entry) => !existsSync(path.join(root, entry)));
  if (missing.length > 0) {
    throw new Error(`RELIABILITY_BUILT=1 but ${missing.join(', ')} not built`);
  }
} else {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--projects', 'api,worker,cli', '--output-style=static'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (build.status !== 0) {
    throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  }
}
function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entryState = { child, name, peakRssKb: 0, output: '' };
  const keep = (data) => {
    entryState.output = (entryState.output + data.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A process that ends on its own (not killed by a scenario, not at the end) is a failure.
  child.on('exit', (code, signal) => {
    if (!finished && !entryState.killed) {
      fail(
        `${name} exited by itself (${code ?? signal}); its last output:\n${entryState.output.slice(-3000)}`,
      );
    }
  });
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
function request(method, url, { body, headers = {}, abortAfterBytes, abortDelayMs = 200 } = {}) {
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
      setTimeout(() => req.destroy(), abortDelayMs);
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

/**
 * GET that waits out a 503 (the api says the database is unavailable, with Retry-After) as a
 * well-behaved client does: a job can end just as the Postgres fault starts, and its result must
 * then be read once the database is back, not judged lost. Up to 30 tries.
 */
async function getRetryingUnavailable(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await request('GET', url);
    if (response.status !== 503 || attempt === 30) return response;
    log(`GET ${url} answered 503 (try ${attempt} of 30)`);
    await sleep(1000 * Math.min(5, Number(response.headers['retry-after']) || 1));
  }
}

/**
 * The job's row in the admin's job list. The Postgres fault cuts the database for 5 s while a job
 * runs, and the list answers 500 until it is back: an answer that is not the list is logged with
 * its status and body and asked again, for up to 30 s; only then is it a failure.
 */
async function jobRow(jobId) {
  const url = `/api/jobs?user=${encodeURIComponent(ADMIN.email)}`;
  let answer = '';
  const tries = 30;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const response = await request('GET', url);
    const text = response.body.toString();
    let list;
    try {
      list = JSON.parse(text);
    } catch {
      list = undefined;
    }
    if (response.status === 200 && Array.isArray(list)) {
      return list.find((job) => job.jobId === jobId);
    }
    answer = `${response.status} ${text.slice(0, 300)}`;
    log(`GET ${url} answered ${answer} (try ${attempt} of ${tries})`);
    await sleep(1000);
  }
  fail(`GET ${url} never answered the job list: ${answer}`);
  return undefined;
}

// --- the api's port -----------------------------------------------------------------------

/**
 * A port below Linux's ephemeral range (32768–60999), checked free. A port inside that range can
 * be taken between the check and the api's start by any outgoing connection of the run (the pg
 * proxy's, the CLI's); that made one CI run fail with "already in use".
 */
async function freeListeningPort() {
  const isFree = (candidate) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const candidate = 20_000 + ((process.pid + attempt * 7919) % 12_000);
    if (await isFree(candidate)) return candidate;
  }
  throw new Error('no free port between 20000 and 31999');
}

// --- Postgres "restart": a TCP proxy the scenario cuts and restores -------------------------

/**
 * The api and workers reach Postgres through this proxy. `cut(ms)` does to them what a server
 * restart does (every connection dropped, new ones refused for a while, then accepted again)
 * without touching the Postgres server other users of the machine share.
 */
async function startPgProxy(target) {
  const sockets = new Set();
  let server;
  const listen = (port) =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        sockets.add(client);
        sockets.add(upstream);
        for (const socket of [client, upstream]) {
          socket.on('error', close);
          socket.on('close', close);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server.address().port));
    });
  const port = await listen(0);
  return {
    port,
    async cut(downMs) {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      await sleep(downMs);
      await listen(port);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

// --- set-up --------------------------------------------------------------------------------

const dbName = `sillage_reliability_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-reliability-'));
let finished = false;

async function finish() {
  if (finished) return;
  finished = true;
  // Requests still in flight fail as the processes go down: that is the end, not an error.
  process.on('uncaughtException', () => undefined);
  process.on('unhandledRejection', () => undefined);
  clearTimeout(deadline);
  clearInterval(sampler);
  samplePeaks();
  for (const entry of children.values()) entry.child.kill('SIGTERM');
  await sleep(1000);
  for (const entry of children.values()) entry.child.kill('SIGKILL');
  pgProxy.close();
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
const pgProxy = await startPgProxy(new URL(serverUrl));
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
dbUrl.host = `127.0.0.1:${pgProxy.port}`;
const port = await freeListeningPort();
base = `http://127.0.0.1:${port}`;
const commonEnv = {
  DATABASE_URL: dbUrl.toString(),
  SILLAGE_DATA_DIR: dataDir,
  // Never the network; the CLI below counts with the same (native) catalog.
  SILLAGE_PLATFORMS_FETCH: 'false',
  SILLAGE_EXCLUSIONS_FETCH: 'false',
  SILLAGE_RESOURCES_FETCH: 'false',
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
    [
      PROGRAMS.cli,
      'process',
      file,
      '-o',
      out,
      '--no-progress',
      ...Object.entries(JOB_HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    ],
    {
      cwd: root,
      env: { ...process.env, SILLAGE_DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (cli.status !== 0) throw new Error(`cli failed: ${cli.stderr}`);
  const result = await readFile(out);
  logs.push({ file, body: await readFile(file), result, expected: countLines(result), lines });
}
log(`generated ${logs.length} logs; CLI result lines: ${logs.map((l) => l.expected).join(', ')}`);

startProcess('api', PROGRAMS.api, {
  ...commonEnv,
  PORT: String(port),
  SESSION_SECRET: randomUUID() + randomUUID(),
  SILLAGE_EMBEDDED_WORKER: 'false',
  SILLAGE_ADMIN_EMAIL: ADMIN.email,
  SILLAGE_ADMIN_PASSWORD: ADMIN.password,
  SILLAGE_AUTH_RATE_LIMIT: '100000',
  // Every simulated browser tab connects from loopback: one address holds them all.
  SILLAGE_WS_PER_ADDRESS: String(Math.max(20, PLAN.sockets)),
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
startProcess('worker-1', PROGRAMS.worker, workerEnv);
startProcess('worker-2', PROGRAMS.worker, workerEnv);
if (!(await waitHealthy())) {
  fail(`api did not start: ${children.get('api').output}`);
  await finish();
}
log('api and 2 workers up');

// --- load ----------------------------------------------------------------------------------

const jobs = [];
async function runJob(log, extra = {}) {
  const jobId = randomUUID();
  const response = await request('PUT', `/${jobId}`, {
    body: log.body,
    headers: { ...JOB_HEADERS, ...extra },
  });
  const record = {
    jobId,
    log,
    status: response.status,
    ms: response.ms,
    trailers: response.trailers,
  };
  jobs.push(record);
  const download = await getRetryingUnavailable(`/${jobId}`);
  record.resultLines = download.status === 200 ? countLines(download.body) : undefined;
  // Nothing lost, nothing duplicated, nothing altered: byte-equal to the CLI's result.
  record.equalToCli = download.status === 200 && download.body.equals(log.result);
  record.row = await jobRow(jobId);
  return record;
}

/** Reader latencies by route, so a slow p99 names the request behind it. */
const readerLatenciesByRoute = new Map();
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
    const report = index % 5 === 0 && last !== undefined;
    const url = report ? `/${last.jobId}/job-report.json` : urls[index % urls.length];
    const route = report ? '/<job>/job-report.json' : url.replace(/\?.*/, '');
    try {
      const response = await request('GET', url);
      const byRoute = readerLatenciesByRoute.get(route) ?? [];
      byRoute.push(response.ms);
      readerLatenciesByRoute.set(route, byRoute);
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
  if (job.row?.status !== 'completed' || job.resultLines !== job.log.expected || !job.equalToCli) {
    fail(
      `job ${job.jobId}: ${job.row?.status} (${job.row?.errorMessage}), ${job.resultLines} result lines, CLI ${job.log.expected}, content ${job.equalToCli ? 'equal' : 'DIFFERENT'}`,
    );
  }
}
const readerLatencies = [...readerLatenciesByRoute.values()].flat();
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
  readerP50AndP99msByRoute: Object.fromEntries(
    [...readerLatenciesByRoute].map(([route, latencies]) => [
      route,
      [Math.round(percentile(latencies, 50)), Math.round(percentile(latencies, 99))],
    ]),
  ),
  sockets: PLAN.sockets,
  socketMessages,
  matchingCli: loadJobs.filter((job) => job.resultLines === job.log.expected).length,
  equalToCli: loadJobs.filter((job) => job.equalToCli).length,
};
log(`load: ${JSON.stringify(load)}`);

// --- faults --------------------------------------------------------------------------------

const faults = [];
const faultLog = logs[PLAN.logs];
/** A job ends completed with the CLI's line count, or error/abort with a message. */
function judge(name, record) {
  const row = record.row;
  const ok =
    (row?.status === 'completed' &&
      record.resultLines === faultLog.expected &&
      record.equalToCli) ||
    ((row?.status === 'error' || row?.status === 'abort') && Boolean(row.errorMessage));
  faults.push({
    fault: name,
    status: row?.status ?? 'none',
    attempts: row?.attempts ?? null,
    lines: record.resultLines ?? null,
    expected: faultLog.expected,
    equalToCli: record.equalToCli ?? false,
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
    for (const name of ['worker-1', 'worker-2']) {
      children.get(name).killed = true;
      children.get(name).child.kill('SIGKILL');
    }
    log('killed worker-1 and worker-2 (SIGKILL) mid-job');
    startProcess('worker-3', PROGRAMS.worker, workerEnv);
    startProcess('worker-4', PROGRAMS.worker, workerEnv);
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

// 3. uploads aborted at seeded random points (byte offset and time before the cut): no job may
// hang; each ends `abort` with a message, or never starts.
{
  for (let index = 0; index < PLAN.aborts; index += 1) {
    const jobId = randomUUID();
    const bytes = 1 + Math.floor(random() * (faultLog.body.length - 1));
    const delayMs = Math.floor(random() * 300);
    await request('PUT', `/${jobId}`, {
      body: faultLog.body,
      headers: JOB_HEADERS,
      abortAfterBytes: bytes,
      abortDelayMs: delayMs,
    });
    let row;
    for (let tries = 0; tries < 150; tries += 1) {
      row = await jobRow(jobId);
      if (row === undefined || ['completed', 'error', 'abort'].includes(row.status)) break;
      await sleep(200);
    }
    // A cut upload is the client's cancel: `abort`, said at once (not failed later by the
    // stale-upload check).
    const ok = row === undefined || (row.status === 'abort' && Boolean(row.errorMessage));
    faults.push({
      fault: `upload aborted after ${bytes} of ${faultLog.body.length} bytes (+${delayMs} ms)`,
      status: row?.status ?? 'not recorded',
      lines: null,
      expected: null,
      message: row?.errorMessage ?? null,
      ok,
    });
    if (!ok) fail(`aborted upload ${jobId}: ${JSON.stringify(row)}`);
  }
}

// 4. Postgres "restarted" mid-job: every connection of the api and workers dropped and refused
// for 5 s (the proxy above), then accepted again. The job must still end well.
{
  const pending = runJob(faultLog);
  let running = false;
  for (let tries = 0; tries < 600 && !running; tries += 1) {
    await sleep(100);
    const answer = await request('GET', '/api/admin/jobs').catch(() => undefined);
    running = answer?.status === 200 && JSON.parse(answer.body.toString()).length > 0;
  }
  if (!running) fail('the Postgres-cut job was never seen running');
  await sleep(500);
  await pgProxy.cut(5_000);
  log('Postgres connections cut for 5 s (proxy), then restored');
  judge(
    'Postgres connections cut mid-job (restart)',
    await pending.catch((error) => ({ row: { status: 'none', errorMessage: error.message } })),
  );
}

// 5. A real Postgres restart mid-job: only on request, as it interrupts every user of the server.
if (process.env.RELIABILITY_PG_RESTART === '1') {
  const pending = runJob(faultLog);
  await sleep(1000);
  const restart = spawnSync(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', '15', 'main', 'restart'],
    { encoding: 'utf8' },
  );
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
