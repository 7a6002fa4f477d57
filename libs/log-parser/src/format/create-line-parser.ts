import { AUTO_FORMATS } from './auto-formats.js';
import {
  compileLogFormat,
  type CompiledLogFormat,
  type ParsedFields,
} from './compile-log-format.js';
import { LogFormatError } from './log-format-error.js';
import type { ProxyType } from './proxy-type.js';

/** Options of {@link createLineParser}; without `format` the format is auto-detected. */
export interface LineParserOptions {
  proxy?: ProxyType;
  format?: string;
  /** Failed lines tolerated before the first success (reference `Max-Parse-Attempts`, default 10). */
  maxParseAttempts?: number;
}

/** Parses the lines of one job with one format, given or detected on the first line that fits. */
export interface LineParser {
  /** null = this line does not parse; the fields go into `into` when given (see CompiledLogFormat). */
  parse(line: string, into?: ParsedFields): ParsedFields | null;
  /** Locked-in (given or auto-detected) format; null until a line has been detected. */
  readonly format: CompiledLogFormat | null;
  /** True when the format was auto-detected rather than given. */
  readonly autoDetected: boolean;
  /** maxParseAttempts failures before any success: the job ends with status 4003. */
  readonly exhausted: boolean;
}

/**
 * Longest a given format may spend on one line (ms), twice in a row (ADR 0122). A sane format
 * reads a 100 KB line in about a millisecond; custom regexes that can each match the separator
 * after them (`%{a}<[a-z ]*> %{b}<…>`) make V8 backtrack, then fall back to its linear engine,
 * whose cost grows with the line times the captures: seconds a line, on the thread that serves
 * every user. The job stops at the first such line, naming the cause, instead of reading the rest.
 */
export const SLOW_FORMAT_LINE_MS = 250;

/** What to do about a format too slow on a line (the job's failure and the assistant say it). */
export const BACKTRACKING_FORMAT_ADVICE =
  'its custom regexes can match the text that follows them, so the line is tried in too many ways. Make each one stop at its separator, e.g. [^ ]* before a space.';

/** Default of `Max-Parse-Attempts`. */
export const DEFAULT_MAX_PARSE_ATTEMPTS = 10;

let autoCandidates: readonly CompiledLogFormat[] | undefined;

/** The auto-detection candidates, compiled once per process. */
export function getAutoFormatCandidates(): readonly CompiledLogFormat[] {
  autoCandidates ??= AUTO_FORMATS.map(({ proxy, format }) => compileLogFormat(proxy, format));
  return autoCandidates;
}

/** `format.parse`, ending the job (LogFormatError) when it is too slow on the line. */
function parseTimed(
  format: CompiledLogFormat,
  line: string,
  into: ParsedFields | undefined,
): ParsedFields | null {
  let started = performance.now();
  const fields = format.parse(line, into);
  let spent = performance.now() - started;
  if (spent > SLOW_FORMAT_LINE_MS) {
    // Read once more before judging: a garbage collection or a busy host can stall one call.
    started = performance.now();
    format.parse(line);
    spent = Math.min(spent, performance.now() - started);
  }
  if (spent > SLOW_FORMAT_LINE_MS) {
    throw new LogFormatError(
      `The format took ${String(Math.round(spent))} ms to read one line of ${String(line.length)} characters (at most ${String(SLOW_FORMAT_LINE_MS)} are allowed): ${BACKTRACKING_FORMAT_ADVICE}`,
    );
  }
  return fields;
}

/**
 * Creates the parser of one job; a given format is compiled at once (LogFormatError if invalid),
 * otherwise the built-in candidates are tried until one matches, then kept for the whole job.
 */
export function createLineParser(options: LineParserOptions = {}): LineParser {
  const maxAttempts = options.maxParseAttempts ?? DEFAULT_MAX_PARSE_ATTEMPTS;
  const given =
    options.format === undefined
      ? null
      : compileLogFormat(options.proxy ?? 'ezproxy', options.format);
  const candidates =
    given === null
      ? getAutoFormatCandidates().filter(
          (c) => options.proxy === undefined || c.proxy === options.proxy,
        )
      : [];
  let locked = given;
  let hasParsed = false;
  let failures = 0;
  let exhausted = false;

  const fail = (): null => {
    if (!hasParsed) {
      failures += 1;
      exhausted = failures >= maxAttempts;
    }
    return null;
  };

  return {
    get format() {
      return locked;
    },
    get autoDetected() {
      return given === null && locked !== null;
    },
    get exhausted() {
      return exhausted;
    },
    parse(line: string, into?: ParsedFields): ParsedFields | null {
      if (exhausted) {
        return null;
      }
      if (locked !== null) {
        // Only a given format is timed: the built-in ones are known to read a line at once.
        const fields = given === null ? locked.parse(line, into) : parseTimed(given, line, into);
        if (fields === null) {
          return fail();
        }
        hasParsed = true;
        return fields;
      }
      for (const candidate of candidates) {
        const fields = candidate.parse(line, into);
        if (fields !== null) {
          locked = candidate;
          hasParsed = true;
          return fields;
        }
      }
      return fail();
    },
  };
}
