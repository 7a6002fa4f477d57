import { LogFormatError } from './log-format-error.js';
import type { ProxyType } from './proxy-type.js';
import { tokenizeFormat, type FormatPart } from './tokenize-format.js';

/** A parsed log line: EC property name → string value ('-' values and quotes already removed). */
export type ParsedFields = Record<string, string>;

/** A format string turned into one anchored regex plus the EC property of each capture group. */
export interface CompiledLogFormat {
  readonly proxy: ProxyType;
  readonly format: string;
  readonly regexSource: string;
  /** Properties it produces, in format order, each once. */
  readonly fieldNames: readonly string[];
  /**
   * Returns the line's fields, or null when the whole line does not match the format. The fields
   * are written into `into` when given (only if the line matches), else into a new object.
   */
  parse(line: string, into?: ParsedFields): ParsedFields | null;
}

/** Options of {@link buildFormatRegex}. */
export interface FormatRegexOptions {
  /** Leave the end unanchored (no `$`): the format only has to match a prefix of the line. */
  lax?: boolean;
}

/** The regex source and capture-group properties of a format; throws LogFormatError when invalid. */
export function buildFormatRegex(
  proxy: ProxyType,
  format: string,
  options: FormatRegexOptions = {},
): { regexSource: string; properties: string[]; parts: FormatPart[] } {
  if (format.trim() === '') {
    throw new LogFormatError('The log format is empty.');
  }
  const parts = tokenizeFormat(proxy, format);
  const properties: string[] = [];
  let source = '^';
  for (const part of parts) {
    if (part.kind === 'literal') {
      source += escapeRegex(part.text);
    } else if (part.kind === 'skip') {
      source += `(?:${part.pattern})`;
    } else {
      // Squid pads its columns with spaces, so every squid field tolerates leading blanks.
      source += proxy === 'squid' ? `[ ]*${part.pattern}` : part.pattern;
      properties.push(part.property);
    }
  }
  if (options.lax !== true) {
    source += '$';
  }
  return { regexSource: source, properties, parts };
}

/** Compiles a format string of the given proxy family; throws LogFormatError naming the problem. */
export function compileLogFormat(proxy: ProxyType, format: string): CompiledLogFormat {
  const { regexSource, properties } = buildFormatRegex(proxy, format);
  return createCompiledFormat(proxy, format, regexSource, properties);
}

/** Wraps an already built regex source; used by the format assistant for lax prefixes. */
export function createCompiledFormat(
  proxy: ProxyType,
  format: string,
  regexSource: string,
  properties: readonly string[],
): CompiledLogFormat {
  let regex: RegExp;
  try {
    regex = new RegExp(regexSource);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LogFormatError(`The format "${format}" does not give a valid regex: ${reason}`);
  }
  const names = [...properties];
  const count = names.length;
  return {
    proxy,
    format,
    regexSource,
    fieldNames: [...new Set(names)],
    parse(line: string, into?: ParsedFields): ParsedFields | null {
      const match = regex.exec(line);
      if (match === null) {
        return null;
      }
      const fields: ParsedFields = into ?? {};
      for (let index = 0; index < count; index++) {
        let value = match[index + 1];
        if (value === undefined) {
          continue;
        }
        const last = value.length - 1;
        if (last > 0 && value.charCodeAt(0) === 34 && value.charCodeAt(last) === 34) {
          value = value.slice(1, last);
        }
        if (value === '-' || value === '') {
          continue;
        }
        const name = names[index];
        if (name !== undefined) {
          fields[name] = value;
        }
      }
      return fields;
    },
  };
}

const REGEX_SPECIALS = /[-[\]/{}()*+?.\\^$|]/g;

/** Escapes the characters the reference escapes, so literal text matches itself. */
export function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIALS, '\\$&');
}
