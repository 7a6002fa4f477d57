import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, before any module creates a regex: from here on, a regex that
// backtracks excessively (a pathological `Extract` or custom log-format regex from a job's
// headers, or a platform rule on an adversarial URL) is re-run by V8's linear-time engine
// instead of hanging the process. Regexes created before this line would not be covered, and
// the flag is refused in NODE_OPTIONS, hence this import rather than a start-up option.
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
