import { TRACE_LEVELS, type TraceLevel } from '@sillage/shared-types';

/** Job traces (`job-traces.log`): "<ISO timestamp> <level>: <message>" lines at Traces-Level. */
export interface TraceLogger {
  /** True when messages of this level are written (check before building costly messages). */
  enabled(level: TraceLevel): boolean;
  log(level: TraceLevel, message: string): void;
}

/** A trace logger writing formatted lines to `write`, dropping levels below `level`. */
export function createTraceLogger(
  level: TraceLevel,
  write: (line: string) => void,
  now: () => Date = () => new Date(),
): TraceLogger {
  const threshold = TRACE_LEVELS.indexOf(level);
  const enabled = (candidate: TraceLevel) => TRACE_LEVELS.indexOf(candidate) <= threshold;
  return {
    enabled,
    log(candidate, message) {
      if (enabled(candidate)) {
        write(`${now().toISOString()} ${candidate}: ${message}\n`);
      }
    },
  };
}

/** A trace logger that writes nothing. */
export const SILENT_TRACES: TraceLogger = { enabled: () => false, log: () => undefined };
