// Parse benchmark: split + parse + date + log_id of a generated 1 000 000-line EZproxy log, on
// one core. Usage: npm run bench -- parse [--lines N] [--file PATH] [--passes N]
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import {
  computeLogId,
  createEventFieldsNormalizer,
  createLineParser,
  readLogBatches,
} from '@sillage/log-parser';
import { calibrationLine } from './calibration.js';
import { ROOT as root, generateLog } from './synthetic-log.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

interface Pass {
  lines: number;
  parsed: number;
  dated: number;
  idLength: number;
  seconds: number;
  cpuSeconds: number;
}

async function pass(file: string): Promise<Pass> {
  const parser = createLineParser();
  const normalize = createEventFieldsNormalizer();
  let lines = 0;
  let parsed = 0;
  let dated = 0;
  let idLength = 0;
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  const input = createReadStream(file, { highWaterMark: 64 * 1024 });
  for await (const batch of readLogBatches(input)) {
    if (batch.kind !== 'lines') {
      continue;
    }
    for (const line of batch.lines) {
      lines += 1;
      idLength += computeLogId(line).length;
      const fields = parser.parse(line);
      if (fields !== null) {
        parsed += 1;
        if (normalize(fields)) {
          dated += 1;
        }
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { lines, parsed, dated, idLength, seconds, cpuSeconds };
}

// A shared machine makes single runs noisy: several passes, the one with the median CPU time kept.
async function run(file: string, passes: number): Promise<void> {
  const results: Pass[] = [];
  for (let index = 0; index < passes; index++) {
    results.push(await pass(file));
  }
  results.sort((a, b) => a.cpuSeconds - b.cpuSeconds);
  const median = results[Math.floor(results.length / 2)];
  if (median === undefined) {
    throw new Error('--passes must be at least 1');
  }
  const { lines, parsed, dated, idLength, seconds, cpuSeconds } = median;
  const megabytes = statSync(file).size / 1e6;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    [
      `file        ${path.relative(root, file)} (${megabytes.toFixed(0)} MB)`,
      `lines       ${lines} (parsed ${parsed}, dated ${dated}, log_id chars ${idLength})`,
      `elapsed     ${seconds.toFixed(2)} s wall, ${cpuSeconds.toFixed(2)} s CPU`,
      `throughput  ${Math.round(lines / seconds).toLocaleString('en-US')} lines/s wall (${(megabytes / seconds).toFixed(0)} MB/s)`,
      // On a shared machine wall time includes waiting for a core; CPU time does not.
      `            ${Math.round(lines / cpuSeconds).toLocaleString('en-US')} lines per CPU second`,
      `passes      ${results.map((r) => Math.round(r.lines / r.cpuSeconds).toLocaleString('en-US')).join(', ')} lines per CPU second (median shown)`,
      `peak RSS    ${peakRssMb.toFixed(0)} MB`,
    ].join('\n'),
  );
}

const file = option('file', '') || generateLog(Number(option('lines', '1000000')));
await run(file, Number(option('passes', '3')));
console.log(calibrationLine());
