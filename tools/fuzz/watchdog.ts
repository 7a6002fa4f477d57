import { Worker } from 'node:worker_threads';

/** Bytes kept of the current input (its start, if it is longer). */
const INPUT_BYTES = 256 * 1024;

// The watchdog runs in its own thread, since a hung case (a regex that never returns) blocks the
// main one for good: it watches a case counter in shared memory and, when it stops moving, prints
// the target and the input being tried, then kills the process so the run fails.
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { state, input, hangMs } = workerData;
const counters = new Int32Array(state);
let last = -1;
let since = Date.now();
setInterval(() => {
  const current = Atomics.load(counters, 0);
  if (current !== last) {
    last = current;
    since = Date.now();
    return;
  }
  if (current === 0 || Date.now() - since < hangMs) return;
  const length = Atomics.load(counters, 1);
  const text = Buffer.from(new Uint8Array(input, 0, length)).toString('utf8');
  writeSync(2, 'FAIL hang: a case ran for over ' + hangMs / 1000 + ' s. Target and input:\\n' + text + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, 250);
`;

function serialize(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Uint8Array ? { base64: Buffer.from(item).toString('base64') } : item,
  );
}

/** Starts the hang watchdog; `enter` must be called at the start of every case. */
export function startWatchdog(hangMs: number) {
  const state = new SharedArrayBuffer(8);
  const input = new SharedArrayBuffer(INPUT_BYTES);
  const counters = new Int32Array(state);
  const bytes = new Uint8Array(input);
  const encoder = new TextEncoder();
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { state, input, hangMs } });
  worker.unref();
  return {
    enter(target: string, args: unknown[]): void {
      const { written } = encoder.encodeInto(serialize({ target, args }), bytes);
      Atomics.store(counters, 1, written);
      Atomics.add(counters, 0, 1);
    },
    /** Marks the end of the cases (a long pause between targets is no hang). */
    idle(): void {
      Atomics.store(counters, 0, 0);
    },
    stop: () => worker.terminate(),
  };
}
