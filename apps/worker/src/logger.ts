import type { WorkerConfig } from './config.js';
import type { WorkerLogger } from './worker.js';

/** Pino's order of levels, which `LOG_LEVEL` names for the api and the worker alike. */
const RANK: Readonly<Record<WorkerConfig['logLevel'], number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/**
 * The worker's log lines, one per event (`<ISO time> <level>: <message>`), at `level` and
 * above: info to `out`, warnings and errors to `err`.
 */
export function createWorkerLogger(
  level: WorkerConfig['logLevel'],
  out: { write(text: string): unknown } = process.stdout,
  err: { write(text: string): unknown } = process.stderr,
): WorkerLogger {
  const line =
    (name: 'info' | 'warn' | 'error', stream: { write(text: string): unknown }) =>
    (message: string) => {
      if (RANK[name] >= RANK[level]) {
        stream.write(`${new Date().toISOString()} ${name}: ${message}\n`);
      }
    };
  return { info: line('info', out), warn: line('warn', err), error: line('error', err) };
}
