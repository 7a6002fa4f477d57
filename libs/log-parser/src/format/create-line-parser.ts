import { AUTO_FORMATS } from './auto-formats.js';
import {
  compileLogFormat,
  type CompiledLogFormat,
  type ParsedFields,
} from './compile-log-format.js';
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

/** Default of `Max-Parse-Attempts`. */
export const DEFAULT_MAX_PARSE_ATTEMPTS = 10;

let autoCandidates: readonly CompiledLogFormat[] | undefined;

/** The auto-detection candidates, compiled once per process. */
export function getAutoFormatCandidates(): readonly CompiledLogFormat[] {
  autoCandidates ??= AUTO_FORMATS.map(({ proxy, format }) => compileLogFormat(proxy, format));
  return autoCandidates;
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
        const fields = locked.parse(line, into);
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
