import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, before any module creates a regex: from here on, a regex that
// backtracks excessively (a pathological `Extract` or custom log-format regex from a job's
// headers, or a platform rule on an adversarial URL) is re-run by V8's linear-time engine
// instead of hanging the process. Regexes created before this line would not be covered, and
// the flag is refused in NODE_OPTIONS, hence this import rather than a start-up option.
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
// The `l` (linear) flag becomes available too: the log-format compiler compiles each custom
// regex with it once, so a regex V8 could not run linearly is refused up front (ADR 0023).
setFlagsFromString('--enable-experimental-regexp-engine');
