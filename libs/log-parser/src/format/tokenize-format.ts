import { LogFormatError } from './log-format-error.js';
import { DEFAULT_CUSTOM_PATTERN, PROXY_TOKENS } from './proxy-tokens.js';
import type { ProxyType } from './proxy-type.js';
import { checkCustomRegex } from './check-custom-regex.js';

/** One piece of a format string, with its [start, end) span in that string. */
export type FormatPart =
  | { kind: 'literal'; text: string; start: number; end: number }
  | {
      kind: 'field';
      property: string;
      pattern: string;
      custom: boolean;
      start: number;
      end: number;
    }
  | { kind: 'skip'; pattern: string; start: number; end: number };

const NAME_CHARS = /^[a-zA-Z0-9\-_]+$/;
/** What a quoted value holds: anything but a quote, an escaped quote (`\"`) included. */
const QUOTED_HEADER_PATTERN = '(?:[^"\\\\]|\\\\.)*';
const HEADER_CODE_END = /^(?:$|[\s"'\]%,;|])/;
// `% ["|[|'|#] [-] [[0]width[.max]] [{argument}] code`: squid's member syntax; only the code matters.
const SQUID_MEMBER = /^%(?:["['#])?-?(?:[0-9]+(?:\.[0-9]+)?)?(?:\{([^{}]*)\})?/;
const SQUID_CODES_LONGEST_FIRST = [...PROXY_TOKENS.squid.keys()].sort(
  (a, b) => b.length - a.length,
);

/** Splits a format string into literals, fields and skipped parts; throws LogFormatError on bad syntax. */
export function tokenizeFormat(proxy: ProxyType, format: string): FormatPart[] {
  const parts: FormatPart[] = [];
  const customNames = new Set<string>();
  const builtInNames = new Set<string>();
  let literal = '';
  let literalStart = 0;
  let index = 0;

  const flushLiteral = (end: number): void => {
    if (literal !== '') {
      parts.push({ kind: 'literal', text: literal, start: literalStart, end });
    }
    literal = '';
  };

  while (index < format.length) {
    const percent = format.indexOf('%', index);
    if (percent === -1) {
      if (literal === '') {
        literalStart = index;
      }
      literal += format.slice(index);
      break;
    }
    if (percent > index) {
      if (literal === '') {
        literalStart = index;
      }
      literal += format.slice(index, percent);
    }
    if (format[percent + 1] === '%') {
      if (literal === '') {
        literalStart = percent;
      }
      literal += '%';
      index = percent + 2;
      continue;
    }
    flushLiteral(percent);
    const part = readToken(proxy, format, percent);
    if (part.kind === 'field') {
      if (part.custom) {
        if (customNames.has(part.property) || builtInNames.has(part.property)) {
          throw new LogFormatError(
            `The field name "${part.property}" is used twice in the format (at character ${part.start + 1}).`,
          );
        }
        customNames.add(part.property);
      } else {
        // Built-in tokens may repeat (`%t %h %h %u`): the last non-empty value wins, as in the reference.
        if (customNames.has(part.property)) {
          throw new LogFormatError(
            `The field name "${part.property}" is used twice in the format (at character ${part.start + 1}).`,
          );
        }
        builtInNames.add(part.property);
      }
    }
    parts.push(part);
    index = part.end;
    literalStart = index;
  }
  flushLiteral(format.length);
  return parts;
}

function readToken(proxy: ProxyType, format: string, start: number): FormatPart {
  const next = format[start + 1];
  if (next === undefined) {
    throw new LogFormatError(`The format ends with a lone "%" (character ${start + 1}).`);
  }
  if (proxy === 'squid') {
    const member = readSquidMember(format, start);
    if (member !== null) {
      return member;
    }
  }
  if (next === '{') {
    return readCustomField(proxy, format, start);
  }
  if (next === '<') {
    const regexEnd = findRegexEnd(format, start + 1);
    const pattern = format.slice(start + 2, regexEnd);
    checkCustomRegex(pattern, format.slice(start, regexEnd + 1));
    return { kind: 'skip', pattern, start, end: regexEnd + 1 };
  }
  if (proxy !== 'squid') {
    const code = next === '>' ? format.slice(start + 1, start + 3) : next;
    const spec = PROXY_TOKENS[proxy].get(code);
    if (spec !== undefined) {
      const end = start + 1 + code.length;
      // A proxy that quotes the login ("%u") does so because it may hold spaces, accents or
      // apostrophes, which the bare login pattern refuses: between quotes it takes them all.
      const quotedLogin = code === 'u' && format[start - 1] === '"' && format[end] === '"';
      const pattern = quotedLogin ? `(${QUOTED_HEADER_PATTERN})` : spec.pattern;
      return { kind: 'field', ...spec, pattern, custom: false, start, end };
    }
  }
  throw new LogFormatError(
    `Unknown ${proxy} token "${describeToken(format, start)}" at character ${start + 1}.`,
  );
}

function readSquidMember(format: string, start: number): FormatPart | null {
  const prefix = SQUID_MEMBER.exec(format.slice(start, start + 64));
  if (prefix === null) {
    return null;
  }
  const codeStart = start + prefix[0].length;
  const header =
    prefix[1] === undefined ? null : readSquidHeader(format, start, prefix[1], codeStart);
  if (header !== null) {
    return header;
  }
  // `%{name}<regex>` is a custom field even though `<a` is a squid code.
  if (prefix[1] !== undefined && format[codeStart] === '<' && hasRegexEnd(format, codeStart)) {
    return null;
  }
  for (const code of SQUID_CODES_LONGEST_FIRST) {
    if (format.startsWith(code, codeStart)) {
      const spec = PROXY_TOKENS.squid.get(code);
      if (spec !== undefined) {
        return { kind: 'field', ...spec, custom: false, start, end: codeStart + code.length };
      }
    }
  }
  return null;
}

/**
 * Squid's `%{Header}>h` (request header) and `%{Header}<h` (reply header), as in squid's own
 * `combined` logformat (`"%{Referer}>h" "%{User-Agent}>h"`): a field named after the header in
 * lower case, so `user-agent` reaches the robots filter; between quotes it may hold spaces.
 */
function readSquidHeader(
  format: string,
  start: number,
  name: string,
  codeStart: number,
): FormatPart | null {
  const code = format.slice(codeStart, codeStart + 2);
  // `%{name}<h…>` stays a custom regex: a header code ends the token (a space, a quote, a bracket,
  // the next `%` or the end of the format follows it).
  const after = format.charAt(codeStart + 2);
  if (
    (code !== '>h' && code !== '<h') ||
    !HEADER_CODE_END.test(after) ||
    !NAME_CHARS.test(name) ||
    name.toLowerCase() === '__proto__'
  ) {
    return null;
  }
  const quoted = format[start - 1] === '"' && format[codeStart + 2] === '"';
  return {
    kind: 'field',
    property: name.toLowerCase(),
    pattern: quoted ? '([^"]*)' : '([^ ]*)',
    custom: true,
    start,
    end: codeStart + 2,
  };
}

function readCustomField(proxy: ProxyType, format: string, start: number): FormatPart {
  const close = format.indexOf('}', start + 2);
  if (close === -1) {
    throw new LogFormatError(`Unterminated "%{" at character ${start + 1}.`);
  }
  const property = format.slice(start + 2, close);
  // EZproxy's and Apache's LogFormat write a custom date as strftime (`%{%Y-%m-%d %H:%M:%S}t`),
  // and Apache's also as `%{msec}t`, `%{begin:…}t`: a time in a form the format cannot say.
  if (format[close + 1] === 't' && (property.includes('%') || proxy === 'apache')) {
    const kind = property.includes('%') ? 'strftime date' : 'time token';
    throw new LogFormatError(
      `${PROXY_LABELS[proxy]}'s ${kind} "${format.slice(start, close + 2)}" at character ${start + 1}: write %{datetime}<regex> and give its moment form in Date-Format (e.g. %{datetime}<[0-9-]+ [0-9:]+> with YYYY-MM-DD HH:mm:ss, or X for seconds since 1970).`,
    );
  }
  if (!NAME_CHARS.test(property)) {
    throw new LogFormatError(
      `Invalid field name "${property}" at character ${start + 1}: use letters, digits, "-" and "_".`,
    );
  }
  if (property === '__proto__') {
    throw new LogFormatError(`The field name "__proto__" is not allowed.`);
  }
  let end = close + 1;
  let pattern = DEFAULT_CUSTOM_PATTERN;
  // `%{Referer}i` is Apache's request-header syntax. Between quotes, as Apache's combined
  // LogFormat and EZproxy's documentation write `"%{User-Agent}i"`, it takes the whole header
  // (Apache escapes a quote inside as \"): the default [a-zA-Z0-9-]+ matched no real referer
  // or user agent, so such a format parsed no line at all.
  if (format[end] === 'i') {
    end += 1;
    if (format[start - 1] === '"' && format[end] === '"') {
      pattern = QUOTED_HEADER_PATTERN;
    }
  }
  if (format[end] === '<') {
    const regexEnd = findRegexEnd(format, end);
    pattern = format.slice(end + 1, regexEnd);
    checkCustomRegex(pattern, format.slice(start, regexEnd + 1));
    end = regexEnd + 1;
  }
  return { kind: 'field', property, pattern: `(${pattern})`, custom: true, start, end };
}

/** Index of the `>` closing the `<regex>` that opens at `open`; a custom regex holds no `<` or `>`. */
function findRegexEnd(format: string, open: number): number {
  for (let index = open + 1; index < format.length; index++) {
    const char = format[index];
    if (char === '>') {
      if (index === open + 1) {
        break;
      }
      return index;
    }
    if (char === '<') {
      break;
    }
  }
  throw new LogFormatError(
    `Unterminated or empty "<regex>" at character ${open + 1}: a custom regex is written <…> and contains no "<" or ">".`,
  );
}

function hasRegexEnd(format: string, open: number): boolean {
  try {
    findRegexEnd(format, open);
    return true;
  } catch {
    return false;
  }
}

function describeToken(format: string, start: number): string {
  // A token's modifiers, width and letters: `%x`, `%>s`, `%03tu`, not the `:` of `%v:%p`.
  const match = /^%[<>[\]'"#-]*[0-9]*[A-Za-z]{1,2}/.exec(format.slice(start, start + 8));
  return (
    (match ?? /^%[^\s%]{1,4}/.exec(format.slice(start, start + 5)))?.[0] ??
    format.slice(start, start + 2)
  );
}

/** Proxy names as their documentation writes them, in error messages. */
const PROXY_LABELS: Readonly<Record<ProxyType, string>> = {
  ezproxy: 'EZproxy',
  apache: 'Apache',
  squid: 'Squid',
};
