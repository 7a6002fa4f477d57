// How fast this core is right now, in a unit every benchmark can print next to its result.
//
// The machine is shared: with other jobs on the same cores, hyper-threading siblings and caches
// are contended, and a CPU second does a fraction of the work it does on an idle core. Figures
// from different moments are only comparable next to this calibration: a walk over 1 000 000
// small objects doing one string-keyed Map lookup each, whose cost depends only on the machine.

import { cpus } from 'node:os';

const OBJECTS = 1_000_000;
const DISTINCT = 20_000;

/** Nanoseconds of CPU per Map lookup in the calibration walk (median of three walks). */
export function calibrateMapLookupNs(): number {
  const keys = Array.from({ length: DISTINCT }, (_, index) => `host-${index * 7919}.example.org`);
  const known = new Map(
    keys.filter((_, index) => index % 2 === 0).map((key, index) => [key, index]),
  );
  const objects = Array.from({ length: OBJECTS }, (_, index) => ({
    domain: keys[(index * 104_729) % DISTINCT] ?? '',
  }));
  const walks: number[] = [];
  let hits = 0;
  for (let walk = 0; walk < 3; walk++) {
    const before = process.cpuUsage();
    for (const object of objects) {
      hits += known.has(object.domain) ? 1 : 0;
    }
    const cpu = process.cpuUsage(before);
    walks.push(((cpu.user + cpu.system) * 1000) / OBJECTS);
  }
  if (hits === 0) {
    throw new Error('calibration walk found nothing');
  }
  walks.sort((a, b) => a - b);
  return walks[1] ?? 0;
}

/**
 * The processor the figures were taken on. Hosts change between sessions (AMD EPYC one day,
 * Intel Xeon another), and a job and GoAccess do not slow down alike from one to the other: the
 * ratio between them is only comparable on the same kind of processor.
 */
function processorName(): string {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown processor'} × ${String(cores.length)}`;
}

/** The line benchmarks print after their figures. */
export function calibrationLine(): string {
  return `calibration: bare Map lookup walk ${calibrateMapLookupNs().toFixed(0)} ns/lookup on ${processorName()} (higher = busier machine; compare figures only at similar calibration, on the same processor)`;
}
