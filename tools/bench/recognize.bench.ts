// Recognition throughput of the native catalog over the URLs of a generated 1 000 000-line log.
// `npm run bench -- recognize [--lines N]`. The log is cached under bench/.cache/ (gitignored).
import { readFileSync } from 'node:fs';
import { hostOfUrl, loadPlatformCatalog } from '@sillage/platforms';
import type { RecognitionInput } from '@sillage/platforms';
import { calibrationLine } from './calibration.js';
import { generateLog } from './synthetic-log.js';

const linesArg = process.argv.indexOf('--lines');
const lines = linesArg === -1 ? 1_000_000 : Number(process.argv[linesArg + 1]);
const logFile = generateLog(lines);

// URLs as the log parser hands them over: the request URL and its host (outside the timed loop).
const REQUEST = /"[A-Z]+ (\S+) HTTP\/[0-9.]+"/;
const inputs: RecognitionInput[] = [];
for (const line of readFileSync(logFile, 'utf8').split('\n')) {
  const url = REQUEST.exec(line)?.[1];
  if (url !== undefined) {
    const domain = hostOfUrl(url);
    inputs.push(domain === undefined ? { url } : { url, domain });
  }
}

const catalog = await loadPlatformCatalog();
for (const input of inputs.slice(0, 200_000)) {
  catalog.recognize(input);
}

// CPU time of this (single-threaded) process, so a busy shared machine skews the per-core figure
// less than wall time would; five passes, the median reported.
const PASSES = 5;
const rates: number[] = [];
let counts: Record<string, number> = {};
// A function, not the module's top level: V8 optimises a hot loop there late or not at all, and
// the unoptimised loop (an iterator result per URL) was charged to recognition.
function recognizeAll(): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const input of inputs) {
    const kind = catalog.recognize(input).kind;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}
for (let pass = 0; pass < PASSES; pass += 1) {
  const cpuBefore = process.cpuUsage();
  counts = recognizeAll();
  const cpu = process.cpuUsage(cpuBefore);
  rates.push(Math.round((inputs.length * 1e6) / (cpu.user + cpu.system)));
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(PASSES / 2)] ?? 0;
console.log(`native platforms: ${catalog.platforms.length}, URLs per pass: ${inputs.length}`);
console.log(`passes (URLs/s per core): ${rates.map((r) => r.toLocaleString('en')).join(', ')}`);
console.log(`throughput: ${median.toLocaleString('en')} URLs/s per core (median)`);
console.log(`results: ${JSON.stringify(counts)}`);

// Calibration: the same walk over the inputs doing only a Map lookup per URL. On an idle core
// this costs ~20–40 ns per URL; a much higher figure means the machine is busy or memory-bound
// and the throughput above is depressed by the same factor.
const hosts = new Map(catalog.platforms.flatMap((p) => p.domains.map((d) => [d, p.name] as const)));
let hits = 0;
const calibrationBefore = process.cpuUsage();
for (const input of inputs) {
  hits += hosts.has(input.domain ?? '') ? 1 : 0;
}
const calibration = process.cpuUsage(calibrationBefore);
const calibrationNs = ((calibration.user + calibration.system) * 1000) / inputs.length;
console.log(`calibration: bare Map lookup walk ${calibrationNs.toFixed(0)} ns/URL (${hits} hits)`);
console.log(calibrationLine());
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
