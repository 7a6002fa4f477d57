import type { FormatAnalysis } from '@sillage/shared-types';
import {
  buildFormatRegex,
  compileLogFormat,
  createCompiledFormat,
  formatPartSource,
  type CompiledLogFormat,
  type ParsedFields,
} from '../format/compile-log-format.js';
import { tokenizeFormat, type FormatPart } from '../format/tokenize-format.js';
import { getAutoFormatCandidates } from '../format/create-line-parser.js';
import { DateFormatError } from '../date/date-format-error.js';
import { LogFormatError } from '../format/log-format-error.js';
import type { ProxyType } from '../format/proxy-type.js';
import { createEventFieldsNormalizer } from '../normalize-event-fields.js';

/** What the assistant is asked about one line. */
export interface AnalyzeLogLineOptions {
  proxy?: ProxyType;
  format?: string;
  dateFormat?: string;
}

/** The line the assistant looks at: the first line of what was pasted. */
export function firstLogLine(text: string): string {
  const match = /\r?\n/.exec(text);
  return match === null ? text : text.slice(0, match.index);
}

/**
 * Explains how a log line parses (the reference's `PUT /api/format/logparser`): without a format
 * it auto-detects; with one it tries the anchored regex, then the longest format prefix that
 * parses the line (`formatBreak`) and the longest regex prefix that matches it (`regexpBreak`),
 * so a UI can colour where the format stops matching. Never throws for a bad format or line.
 */
export function analyzeLogLine(text: string, options: AnalyzeLogLineOptions = {}): FormatAnalysis {
  const line = firstLogLine(text);
  const { normalize, dateError } = createNormalizer(options.dateFormat);
  const format = options.format ?? '';
  if (format.trim() === '') {
    const detected = detectFormat(line, options.proxy, normalize);
    return dateError === undefined ? detected : { ...detected, error: dateError };
  }
  const proxy = options.proxy ?? 'ezproxy';
  let compiled: CompiledLogFormat | null = null;
  let error = dateError;
  try {
    compiled = compileLogFormat(proxy, format);
  } catch (caught) {
    if (!(caught instanceof LogFormatError)) {
      throw caught;
    }
    error = caught.message;
  }
  const strictFields = compiled?.parse(line) ?? null;
  if (compiled !== null && strictFields !== null) {
    const match = describeMatch(false, compiled, strictFields, normalize);
    return error === undefined ? match : { ...match, error };
  }
  const { formatBreak, lineBreak, fields } = findLongestParsingPrefix(proxy, format, line);
  const regexp = compiled?.regexSource ?? null;
  return {
    autoDetect: false,
    proxy,
    format,
    formatBreak,
    strictMatch: false,
    regexp,
    regexpBreak: regexp === null ? 0 : findLongestMatchingRegexPrefix(proxy, format, regexp, line),
    lineBreak,
    ...completeFields(fields, normalize),
    ...(error === undefined ? {} : { error }),
  };
}

/**
 * The field normaliser of the asked Date-Format; an invalid one is reported and no date is read
 * (rather than reading it with another format).
 */
function createNormalizer(dateFormat: string | undefined): {
  normalize: (fields: ParsedFields) => boolean;
  dateError?: string;
} {
  if (dateFormat === undefined || dateFormat.trim() === '') {
    return { normalize: createEventFieldsNormalizer() };
  }
  try {
    return { normalize: createEventFieldsNormalizer({ dateFormat }) };
  } catch (caught) {
    if (!(caught instanceof DateFormatError)) {
      throw caught;
    }
    const normalizeOthers = createEventFieldsNormalizer();
    return {
      dateError: caught.message,
      normalize(fields) {
        const { datetime } = fields;
        delete fields.datetime;
        const ok = normalizeOthers(fields);
        if (datetime !== undefined) {
          fields.datetime = datetime;
        }
        return ok;
      },
    };
  }
}

function detectFormat(
  line: string,
  proxy: ProxyType | undefined,
  normalize: (fields: ParsedFields) => boolean,
): FormatAnalysis {
  for (const candidate of getAutoFormatCandidates()) {
    if (proxy !== undefined && candidate.proxy !== proxy) {
      continue;
    }
    const fields = candidate.parse(line);
    if (fields !== null) {
      return describeMatch(true, candidate, fields, normalize);
    }
  }
  return {
    autoDetect: true,
    proxy: proxy ?? null,
    format: null,
    formatBreak: 0,
    strictMatch: false,
    regexp: null,
    regexpBreak: 0,
    ...completeFields({}, normalize),
  };
}

function describeMatch(
  autoDetect: boolean,
  compiled: CompiledLogFormat,
  fields: ParsedFields,
  normalize: (fields: ParsedFields) => boolean,
): FormatAnalysis {
  return {
    autoDetect,
    proxy: compiled.proxy,
    format: compiled.format,
    formatBreak: compiled.format.length,
    strictMatch: true,
    regexp: compiled.regexSource,
    regexpBreak: compiled.regexSource.length,
    ...completeFields(fields, normalize),
  };
}

function completeFields(
  fields: ParsedFields,
  normalize: (fields: ParsedFields) => boolean,
): Pick<FormatAnalysis, 'ec' | 'missing'> {
  normalize(fields);
  const missing: FormatAnalysis['missing'] = [];
  if (fields.date === undefined) {
    missing.push('date');
  }
  if (fields.url === undefined) {
    missing.push('url');
  }
  if (fields.domain === undefined) {
    missing.push('domain');
  }
  const { timestamp } = fields;
  // The reference's EC holds the unix time as a number; the pipeline keeps strings internally.
  const ec: FormatAnalysis['ec'] =
    timestamp === undefined ? fields : { ...fields, timestamp: Number(timestamp) };
  return { ec, missing };
}

/**
 * The fields the lax (unanchored) prefix `format.slice(0, length)` reads, and how much of the line
 * it reads (`lineBreak`: its regex is anchored at the start of the line only); null if none.
 */
function parsePrefix(
  proxy: ProxyType,
  format: string,
  length: number,
  line: string,
): { fields: ParsedFields; lineBreak: number } | null {
  const prefix = format.slice(0, length);
  try {
    const { regexSource, properties } = buildFormatRegex(proxy, prefix, { lax: true });
    const fields = createCompiledFormat(proxy, prefix, regexSource, properties).parse(line);
    if (fields === null) {
      return null;
    }
    return { fields, lineBreak: new RegExp(regexSource).exec(line)?.[0].length ?? 0 };
  } catch (caught) {
    if (!(caught instanceof LogFormatError)) {
      throw caught;
    }
    return null;
  }
}

/** The longest prefix of the format that is a format (no regex compiled), and its parts. */
function longestTokenizedPrefix(
  proxy: ProxyType,
  format: string,
): { length: number; parts: FormatPart[] } {
  for (let length = format.length; length > 0; length--) {
    try {
      return { length, parts: tokenizeFormat(proxy, format.slice(0, length)) };
    } catch (caught) {
      if (!(caught instanceof LogFormatError)) {
        throw caught;
      }
    }
  }
  return { length: 0, parts: [] };
}

/**
 * The largest `count` in [0, sources.length] for which `^` and the first `count` sources match
 * the start of the line, by bisection: a regex of concatenated parts (no top-level `|`) that
 * matches means each shorter one does, so a few regexes are compiled, not one per character
 * (V8 compiles a regex in a time that grows faster than its length).
 */
function bisectMatchingParts(sources: readonly string[], line: string): number {
  const matches = (count: number): boolean => {
    try {
      return new RegExp(`^${sources.slice(0, count).join('')}`).test(line);
    } catch {
      return false;
    }
  };
  if (matches(sources.length)) {
    return sources.length;
  }
  let low = 0;
  let high = sources.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (matches(middle)) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return low;
}

/** The last of the sorted `candidates` for which `holds` is true (it holds up to some point). */
function lastHolding<T>(candidates: readonly T[], holds: (candidate: T) => boolean): T | undefined {
  let low = -1;
  let high = candidates.length;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (holds(candidates[middle] as T)) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return low === -1 ? undefined : candidates[low];
}

/** A part this short is cut at every character; a longer literal is cut by bisection. */
const SHORT_PART = 64;

/** Where a literal part of the format may be cut, in the format: never inside a `%%`. */
function literalCuts(format: string, part: FormatPart): number[] {
  const cuts: number[] = [];
  for (let index = part.start; index < part.end;) {
    index += format[index] === '%' && format[index + 1] === '%' ? 2 : 1;
    if (index < part.end) {
      cuts.push(index);
    }
  }
  return cuts;
}

/**
 * The longest prefix of the format whose lax (unanchored) regex reads the line. The whole parts
 * that read it are found by bisection; then only the first part that does not is cut, one
 * character at a time (a literal by bisection too).
 */
function findLongestParsingPrefix(
  proxy: ProxyType,
  format: string,
  line: string,
): { formatBreak: number; lineBreak: number; fields: ParsedFields } {
  const tokenized = longestTokenizedPrefix(proxy, format);
  const { parts } = tokenized;
  const matching = bisectMatchingParts(
    parts.map((part) => formatPartSource(proxy, part)),
    line,
  );
  const failing = parts[matching];
  const found = (length: number) => {
    const parsed = parsePrefix(proxy, format, length, line);
    return parsed === null ? undefined : { formatBreak: length, ...parsed };
  };
  if (failing === undefined) {
    const whole = found(tokenized.length);
    if (whole !== undefined) {
      return whole;
    }
  } else if (failing.kind === 'literal' && failing.end - failing.start > SHORT_PART) {
    const cut = lastHolding(literalCuts(format, failing), (length) => found(length) !== undefined);
    const inside = cut === undefined ? undefined : found(cut);
    if (inside !== undefined) {
      return inside;
    }
  } else {
    // Every cut, longest first, into the next part too when it is short: a prefix may read its
    // last token otherwise than the whole format does (squid's `%{Name}>h` is a header only where
    // the format ends or a space follows).
    const next = parts[matching + 1];
    const end =
      next !== undefined && next.end - failing.start <= SHORT_PART ? next.end : failing.end;
    for (let length = end - 1; length > failing.start; length--) {
      const inside = found(length);
      if (inside !== undefined) {
        return inside;
      }
    }
  }
  // Where the parts end (or, should a cut part read differently, anywhere before).
  for (let length = failing?.start ?? tokenized.length; length > 0; length--) {
    const before = found(length);
    if (before !== undefined) {
      return before;
    }
  }
  return { formatBreak: 0, lineBreak: 0, fields: {} };
}

/** Length of the longest prefix of the regex source that compiles and matches the line. */
function findLongestMatchingRegexPrefix(
  proxy: ProxyType,
  format: string,
  regexSource: string,
  line: string,
): number {
  const { parts } = buildFormatRegex(proxy, format);
  const sources = parts.map((part) => formatPartSource(proxy, part));
  const matchesPrefix = (length: number): boolean => {
    try {
      return new RegExp(regexSource.slice(0, length)).test(line);
    } catch {
      return false;
    }
  };
  const matching = bisectMatchingParts(sources, line);
  // `^`, then the sources of the parts that match.
  const start = 1 + sources.slice(0, matching).join('').length;
  const failing = sources[matching];
  if (failing === undefined) {
    return start;
  }
  if (parts[matching]?.kind === 'literal') {
    // Escaped text: cut after whole characters (a `\` alone does not compile), by bisection.
    const cuts: number[] = [];
    for (let index = 0; index < failing.length;) {
      index += failing[index] === '\\' ? 2 : 1;
      if (index < failing.length) {
        cuts.push(start + index);
      }
    }
    return lastHolding(cuts, matchesPrefix) ?? start;
  }
  // A field's pattern: each cut inside it, longest first (few characters).
  for (let length = start + failing.length - 1; length > start; length--) {
    if (matchesPrefix(length)) {
      return length;
    }
  }
  return start;
}
