// Benchmarks a job as the web app and scripts run it: the built api (`npm start`'s launcher, the
// embedded database, the shared pack, knowledge bases and exclusion lists) receives the seeded
// synthetic log by `PUT /<id>` (upload, then the job; the web app's way) and by `POST /` (the
// live answer: events stream back while the body is read), alternated within each round with
// `sillage process` on the same log and settings (`cli`) and GoAccess as the anchor. Prints wall
// time, the api process's CPU time and peak RSS during the job, and the report's counts: the api's
// own share, seen apart from the host's drift.
// Run: npm run bench -- api [--sizes 1000000] [--repeat N] [--modes put,post,cli] [--no-goaccess]
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calibrateMapLookupNs, calibrationLine } from './calibration.js';
import {
  BENCH_SALT,
  CACHE,
  CLI,
  EXCLUSIONS,
  PACK,
  PKB,
  ROOT,
  formatCount,
  generateLog,
  goaccessRound,
  optionValues,
  processArguments,
  roundsSummary,
} from './synthetic-log.js';
import type { Rounds } from './synthetic-log.js';

const LAUNCHER = path.join(ROOT, 'apps/api/dist/launcher.js');
const ADMIN = { email: 'bench@example.org', password: 'bench-password-long-1' };
const AUTHORIZATION = `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`;
const JOB_HEADERS = { 'Crypting-Salt': BENCH_SALT };
const MODES = ['put', 'post', 'cli'] as const;
type Mode = (typeof MODES)[number];

const args = process.argv.slice(2);
const sizes = (optionValues(args, '--sizes')[0] ?? '1000000').split(',').map(Number);
const repeat = Number(optionValues(args, '--repeat')[0] ?? '1');
const modes = (optionValues(args, '--modes')[0] ?? MODES.join(',')).split(',').map((mode) => {
  if (!(MODES as readonly string[]).includes(mode)) {
    console.error(`--modes takes ${MODES.join(', ')}; got "${mode}"`);
    process.exit(2);
  }
  return mode as Mode;
});
const withGoaccess = !args.includes('--no-goaccess');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free loopback port (the api binds it right after; nothing else of the bench listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request to the api; `upload` streams a file as the body; `discard` counts the body only. */
function request(
  base: string,
  method: string,
  url: string,
  options: { upload?: string; discard?: boolean; onFirstByte?: () => void } = {},
): Promise<Answer & { bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: AUTHORIZATION, ...JOB_HEADERS };
    if (options.upload !== undefined) {
      headers['content-length'] = statSync(options.upload).size;
      headers['content-type'] = 'text/plain';
    }
    const outgoing = http.request(`${base}${url}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        if (bytes === 0) options.onFirstByte?.();
        bytes += chunk.length;
        if (options.discard !== true) chunks.push(chunk);
      });
      incoming.on('end', () => {
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          bytes,
        });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    if (options.upload === undefined) {
      outgoing.end();
    } else {
      createReadStream(options.upload).pipe(outgoing);
    }
  });
}

/** The api's own process: the launcher's child (the launcher only supervises it). */
function apiPid(launcher: ChildProcess): number | undefined {
  try {
    const children = readFileSync(
      `/proc/${String(launcher.pid)}/task/${String(launcher.pid)}/children`,
      'utf8',
    ).trim();
    const first = Number(children.split(/\s+/)[0]);
    return Number.isInteger(first) && first > 0 ? first : undefined;
  } catch {
    return undefined;
  }
}

/** User + system CPU seconds of a process, every thread (fields 14 and 15 of /proc/PID/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the command name start at field 3, so utime (14) is index 11 here.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const statusKiB = (pid: number, name: 'VmHWM' | 'VmRSS'): number =>
  Number(
    new RegExp(`${name}:\\s+(\\d+)`).exec(
      readFileSync(`/proc/${String(pid)}/status`, 'utf8'),
    )?.[1] ?? 0,
  );

/**
 * Resets the peak RSS Linux keeps for the process (`5` into clear_refs), so that the peak read
 * after a job is the job's and not the start-up's (the embedded database's creation, the
 * knowledge-base sync). False where refused.
 */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${String(pid)}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function startApi(dataDir: string): Promise<{ base: string; launcher: ChildProcess }> {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api,cli', '--output-style=static'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0 || !existsSync(LAUNCHER)) {
    throw new Error('building apps/api and apps/cli failed');
  }
  const port = await freePort();
  let output = '';
  const launcher = spawn(process.execPath, [LAUNCHER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SILLAGE_DATA_DIR: dataDir,
      SILLAGE_ADMIN_EMAIL: ADMIN.email,
      SILLAGE_ADMIN_PASSWORD: ADMIN.password,
      SILLAGE_PLATFORM_PACKS: PACK,
      SILLAGE_PKB_DIRS: PKB,
      SILLAGE_EXCLUSIONS_DIR: EXCLUSIONS,
      SILLAGE_PLATFORMS_FETCH: 'false',
      SILLAGE_EXCLUSIONS_FETCH: 'false',
      SILLAGE_RESOURCES_FETCH: 'false',
    },
  });
  const keep = (data: Buffer) => {
    output = (output + data.toString()).slice(-5000);
  };
  launcher.stdout.on('data', keep);
  launcher.stderr.on('data', keep);
  const base = `http://127.0.0.1:${String(port)}`;
  // Ready for a measured job: the database and storage answer, the knowledge bases are in the
  // database, and the differential check has written its verdicts (the api checks them at start
  // in the background, as after any first start).
  const started = performance.now();
  const verdictsDir = path.join(dataDir, 'platform-verdicts');
  for (;;) {
    if (launcher.exitCode !== null) {
      throw new Error(`the api exited (${String(launcher.exitCode)}):\n${output}`);
    }
    if (performance.now() - started > 600_000) {
      launcher.kill('SIGTERM');
      throw new Error(`the api was not ready after 10 minutes:\n${output}`);
    }
    const ready = await request(base, 'GET', '/api/health/ready').catch(() => undefined);
    const castor = await request(base, 'GET', '/api/castor/status').catch(() => undefined);
    const synced =
      castor?.status === 200 &&
      (JSON.parse(castor.body.toString()) as { state?: string }).state === 'synchronized';
    const verdicts =
      existsSync(verdictsDir) && readdirSync(verdictsDir).some((file) => file.endsWith('.json'));
    if (ready?.status === 200 && synced && verdicts) break;
    await sleep(500);
  }
  console.log(
    `api ready in ${((performance.now() - started) / 1000).toFixed(1)} s (knowledge bases synchronised, verdicts written), ${base}`,
  );
  return { base, launcher };
}

interface JobRun {
  wallSeconds: number;
  firstByteSeconds: number | undefined;
  cpuSeconds: number;
  peakRssMiB: number | undefined;
  rssBeforeMiB: number | undefined;
  resultBytes: number;
  linesInput: number;
  ecs: number;
}

/** CPU seconds of this process's ended children and their descendants (cutime + cstime). */
function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * `sillage process` on the same log with the same settings and the api's own verdicts: the CLI's
 * figures in the same round, so that the api's share is seen apart from the host's drift.
 */
function runCli(file: string, verdictsDir: string): JobRun {
  const reportFile = path.join(CACHE, 'api-bench-cli-report.json');
  const resultFile = path.join(CACHE, 'api-bench-cli-result.csv');
  const output = openSync(resultFile, 'w');
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [CLI, ...processArguments(file, ['--platforms', PACK, '--verdicts', verdictsDir], reportFile)],
    { cwd: ROOT, stdio: ['ignore', output, 'inherit'] },
  );
  const wallSeconds = (performance.now() - started) / 1000;
  closeSync(output);
  if (run.status !== 0) {
    throw new Error(`sillage process exited with ${String(run.status)}`);
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  return {
    wallSeconds,
    firstByteSeconds: undefined,
    cpuSeconds: childrenCpuSeconds() - cpuBefore,
    peakRssMiB: undefined,
    rssBeforeMiB: undefined,
    resultBytes: statSync(resultFile).size,
    linesInput: Number(report.general['nb-lines-input'] ?? 0),
    ecs: Number(report.general['nb-ecs'] ?? 0),
  };
}

interface Report {
  general: Record<string, unknown>;
}

async function runJob(base: string, pid: number, mode: Mode, file: string): Promise<JobRun> {
  if (mode === 'cli') {
    return runCli(file, path.join(dataDir, 'platform-verdicts'));
  }
  const rssBeforeMiB = statusKiB(pid, 'VmRSS') / 1024;
  const hasPeak = resetPeakRss(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let firstByte: number | undefined;
  // PUT answers once the job is done (its result is then read from GET /<id>); POST / answers
  // with the events as they come.
  const jobId = randomUUID();
  const answer =
    mode === 'put'
      ? await request(base, 'PUT', `/${jobId}`, { upload: file })
      : await request(base, 'POST', '/', {
          upload: file,
          discard: true,
          onFirstByte: () => {
            firstByte = performance.now();
          },
        });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(pid) - cpuBefore;
  const peak = hasPeak ? statusKiB(pid, 'VmHWM') / 1024 : undefined;
  const id = answer.headers['job-id'];
  if (answer.status !== 200 || typeof id !== 'string') {
    throw new Error(
      `${mode.toUpperCase()} answered ${String(answer.status)}: ${answer.body.toString().slice(0, 500)}`,
    );
  }
  const result =
    mode === 'put' ? (await request(base, 'GET', `/${id}`, { discard: true })).bytes : answer.bytes;
  const report = JSON.parse(
    (await request(base, 'GET', `/${id}/job-report.json`)).body.toString(),
  ) as Report;
  return {
    wallSeconds,
    firstByteSeconds: firstByte === undefined ? undefined : (firstByte - started) / 1000,
    cpuSeconds: cpu,
    peakRssMiB: peak,
    rssBeforeMiB,
    resultBytes: result,
    linesInput: Number(report.general['nb-lines-input'] ?? 0),
    ecs: Number(report.general['nb-ecs'] ?? 0),
  };
}

/** The api's resident memory before the job and its peak during it; none for the CLI. */
function rssText(run: JobRun): string {
  if (run.rssBeforeMiB === undefined) return '–';
  const peak = run.peakRssMiB === undefined ? '?' : run.peakRssMiB.toFixed(0);
  return `${run.rssBeforeMiB.toFixed(0)} → ${peak} MiB`;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-api-bench-'));
const { base, launcher } = await startApi(dataDir);
try {
  const pid = apiPid(launcher);
  if (pid === undefined) {
    throw new Error("the api process (the launcher's child) was not found");
  }
  // One small job per mode first: the measured jobs then run compiled code, as on a serving api.
  for (const mode of modes) {
    await runJob(base, pid, mode, generateLog(1_000));
  }
  console.log(calibrationLine());
  console.log(
    "Wall time is the whole request (PUT: upload then job; POST: until the last event) or the CLI's run; CPU and RSS are the api process's during it, or the CLI's processes' (the machine may be shared).",
  );
  const width = 10;
  console.log(
    `${'mode'.padEnd(width)}lines        wall s  first event s  api CPU s  lines/s wall  result MB  ECs         RSS → peak        calibration  × GoAccess`,
  );
  for (const size of sizes) {
    const file = generateLog(size);
    const measured: Rounds[] = modes.map((mode) => ({
      name: mode.toUpperCase(),
      rates: [],
      ratios: [],
    }));
    const goaccessRates: number[] = [];
    for (let round = 0; round < repeat; round += 1) {
      const anchor = goaccessRound(file, size, goaccessRates, withGoaccess);
      const goaccessRate = anchor?.rate;
      if (anchor !== undefined) {
        console.log(
          `${'goaccess'.padEnd(width)}${formatCount(size).padEnd(13)}${anchor.seconds.toFixed(1).padEnd(8)}${''.padEnd(26)}${formatCount(anchor.rate)}`,
        );
      }
      for (const [index, mode] of modes.entries()) {
        const calibrationNs = calibrateMapLookupNs();
        const run = await runJob(base, pid, mode, file);
        const rate = run.linesInput / run.wallSeconds;
        const ratio = goaccessRate === undefined ? undefined : rate / goaccessRate;
        measured[index]?.rates.push(rate);
        if (ratio !== undefined) measured[index]?.ratios.push(ratio);
        console.log(
          [
            mode.toUpperCase().padEnd(width - 1),
            formatCount(run.linesInput).padEnd(12),
            run.wallSeconds.toFixed(1).padEnd(7),
            (run.firstByteSeconds === undefined ? '–' : run.firstByteSeconds.toFixed(1)).padEnd(14),
            run.cpuSeconds.toFixed(1).padEnd(10),
            formatCount(rate).padEnd(13),
            (run.resultBytes / 1e6).toFixed(0).padEnd(10),
            formatCount(run.ecs).padEnd(11),
            rssText(run).padEnd(17),
            `${calibrationNs.toFixed(0)} ns`.padEnd(12),
            ratio === undefined ? '' : ratio.toFixed(2),
          ].join(' '),
        );
      }
    }
    if (repeat > 1 || goaccessRates.length > 0) {
      console.log(roundsSummary(size, repeat, measured, goaccessRates));
    }
  }
} finally {
  if (launcher.exitCode === null) {
    launcher.kill('SIGTERM');
    await new Promise((resolve) => launcher.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}
