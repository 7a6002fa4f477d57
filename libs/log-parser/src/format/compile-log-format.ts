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
    source += formatPartSource(proxy, part);
    if (part.kind === 'field') {
      properties.push(part.property);
    }
  }
  if (options.lax !== true) {
    source += '$';
  }
  return { regexSource: source, properties, parts };
}

/**
 * The regex source of one part of a format: a format's regex is `^`, these in order, then `$`
 * (so a part's source never starts with a quantifier, and none holds a top-level `|`).
 */
export function formatPartSource(proxy: ProxyType, part: FormatPart): string {
  if (part.kind === 'literal') {
    return escapeRegex(part.text);
  }
  if (part.kind === 'skip') {
    return `(?:${part.pattern})`;
  }
  // Squid pads its columns with spaces, so every squid field tolerates leading blanks.
  return proxy === 'squid' ? `[ ]*${part.pattern}` : part.pattern;
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
  return {
    proxy,
    format,
    regexSource,
    fieldNames: [...new Set(properties)],
    parse: generateFieldReader(regex, properties),
  };
}

/** The value a capture contributes: surrounding double quotes removed; `-` and `` give none. */
function cleanCapture(value: string): string | undefined {
  const last = value.length - 1;
  const unquoted =
    last > 0 && value.charCodeAt(0) === 34 && value.charCodeAt(last) === 34
      ? value.slice(1, last)
      : value;
  return unquoted === '-' || unquoted === '' ? undefined : unquoted;
}

/**
 * The parse function of one format, generated so that each capture is stored under a constant
 * property name: V8 then compiles monomorphic stores and keeps one object shape per format,
 * where a loop over the names made every store a megamorphic keyed one (a quarter of the regex
 * step, a tenth of split + parse + date + log_id).
 * Names only reach the generated source through JSON.stringify, so no name can inject code.
 */
function generateFieldReader(
  regex: RegExp,
  properties: readonly string[],
): CompiledLogFormat['parse'] {
  let body = 'const match = regex.exec(line);\nif (match === null) return null;\n';
  body += 'const fields = into === undefined ? {} : into;\nlet value;\n';
  properties.forEach((name, index) => {
    body += `value = match[${index + 1}];\n`;
    body += `if (value !== undefined && (value = clean(value)) !== undefined) fields[${JSON.stringify(name)}] = value;\n`;
  });
  body += 'return fields;';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from JSON-quoted names only
  const factory = new Function(
    'regex',
    'clean',
    `return function parse(line, into) {\n${body}\n};`,
  ) as (regex: RegExp, clean: (value: string) => string | undefined) => CompiledLogFormat['parse'];
  return factory(regex, cleanCapture);
}

const REGEX_SPECIALS = /[-[\]/{}()*+?.\\^$|]/g;

/** Escapes the characters the reference escapes, so literal text matches itself. */
export function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIALS, '\\$&');
}
