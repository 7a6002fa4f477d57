import type { FormatAnalysis } from '@sillage/shared-types';
import {
  buildFormatRegex,
  compileLogFormat,
  createCompiledFormat,
  type CompiledLogFormat,
  type ParsedFields,
} from '../format/compile-log-format.js';
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
  const { formatBreak, fields } = findLongestParsingPrefix(proxy, format, line);
  const regexp = compiled?.regexSource ?? null;
  return {
    autoDetect: false,
    proxy,
    format,
    formatBreak,
    strictMatch: false,
    regexp,
    regexpBreak: regexp === null ? 0 : findLongestMatchingRegexPrefix(regexp, line),
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

/** Drops one character at a time from the end of the format until a lax (unanchored) prefix parses. */
function findLongestParsingPrefix(
  proxy: ProxyType,
  format: string,
  line: string,
): { formatBreak: number; fields: ParsedFields } {
  for (let length = format.length; length > 0; length--) {
    const prefix = format.slice(0, length);
    try {
      const { regexSource, properties } = buildFormatRegex(proxy, prefix, { lax: true });
      const fields = createCompiledFormat(proxy, prefix, regexSource, properties).parse(line);
      if (fields !== null) {
        return { formatBreak: length, fields };
      }
    } catch (caught) {
      if (!(caught instanceof LogFormatError)) {
        throw caught;
      }
    }
  }
  return { formatBreak: 0, fields: {} };
}

/** Length of the longest prefix of the regex source that compiles and matches the line. */
function findLongestMatchingRegexPrefix(regexSource: string, line: string): number {
  for (let length = regexSource.length; length > 1; length--) {
    let regex: RegExp;
    try {
      regex = new RegExp(regexSource.slice(0, length));
    } catch {
      continue;
    }
    if (regex.test(line)) {
      return length;
    }
  }
  return regexSource.startsWith('^') ? 1 : 0;
}
