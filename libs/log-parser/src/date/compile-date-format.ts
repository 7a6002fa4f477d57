import { monthFromName, toEpochMs } from './civil-time.js';

type DateField =
  | 'year4'
  | 'year2'
  | 'month'
  | 'monthName'
  | 'day'
  | 'hour'
  | 'hour12'
  | 'minute'
  | 'second'
  | 'fraction'
  | 'meridiem'
  | 'zone'
  | 'unixSeconds'
  | 'unixMs';

interface DateToken {
  readonly token: string;
  readonly pattern: string;
  readonly field: DateField | null;
}

// Longest tokens first, so `MMMM` wins over `MMM` over `MM` over `M`. Patterns are moment's lax ones.
const TOKENS: readonly DateToken[] = [
  { token: 'YYYY', pattern: '([0-9]{4})', field: 'year4' },
  { token: 'YY', pattern: '([0-9]{2})', field: 'year2' },
  { token: 'MMMM', pattern: '([A-Za-z]+)', field: 'monthName' },
  { token: 'MMM', pattern: '([A-Za-z]{3})', field: 'monthName' },
  { token: 'MM', pattern: '([0-9]{1,2})', field: 'month' },
  { token: 'M', pattern: '([0-9]{1,2})', field: 'month' },
  { token: 'dddd', pattern: '[A-Za-z]+', field: null },
  { token: 'ddd', pattern: '[A-Za-z]{3}', field: null },
  { token: 'Do', pattern: '([0-9]{1,2})(?:st|nd|rd|th)', field: 'day' },
  { token: 'DD', pattern: '([0-9]{1,2})', field: 'day' },
  { token: 'D', pattern: '([0-9]{1,2})', field: 'day' },
  { token: 'HH', pattern: '([0-9]{1,2})', field: 'hour' },
  { token: 'H', pattern: '([0-9]{1,2})', field: 'hour' },
  { token: 'kk', pattern: '([0-9]{1,2})', field: 'hour' },
  { token: 'k', pattern: '([0-9]{1,2})', field: 'hour' },
  { token: 'hh', pattern: '([0-9]{1,2})', field: 'hour12' },
  { token: 'h', pattern: '([0-9]{1,2})', field: 'hour12' },
  { token: 'mm', pattern: '([0-9]{1,2})', field: 'minute' },
  { token: 'm', pattern: '([0-9]{1,2})', field: 'minute' },
  { token: 'ss', pattern: '([0-9]{1,2})', field: 'second' },
  { token: 's', pattern: '([0-9]{1,2})', field: 'second' },
  { token: 'S', pattern: '([0-9]+)', field: 'fraction' },
  { token: 'A', pattern: '([AaPp][Mm])', field: 'meridiem' },
  { token: 'a', pattern: '([AaPp][Mm])', field: 'meridiem' },
  { token: 'ZZ', pattern: '(Z|[+-][0-9]{2}:?[0-9]{2})', field: 'zone' },
  { token: 'Z', pattern: '(Z|[+-][0-9]{2}:?[0-9]{2})', field: 'zone' },
  { token: 'X', pattern: '(-?[0-9]+(?:\\.[0-9]+)?)', field: 'unixSeconds' },
  { token: 'x', pattern: '(-?[0-9]+)', field: 'unixMs' },
];

const SEPARATOR = /[^0-9A-Za-z[]/;

/**
 * Compiles a moment-style date format (`DD/MMM/YYYY:HH:mm:ss Z`, `YYYY-MM-DD hh:mm:ss`, `X`…) into
 * a function returning epoch milliseconds, or undefined when the value does not match. Like
 * moment's non-strict mode, separators are loose and trailing text is ignored; a format without a
 * zone token reads the time as UTC (never the server's zone).
 */
export function compileDateFormat(dateFormat: string): (value: string) => number | undefined {
  const fields: DateField[] = [];
  let source = '^\\s*';
  let index = 0;
  while (index < dateFormat.length) {
    const char = dateFormat.charAt(index);
    if (char === '[') {
      const close = dateFormat.indexOf(']', index + 1);
      const literal =
        close === -1 ? dateFormat.slice(index + 1) : dateFormat.slice(index + 1, close);
      source += escapeLiteral(literal);
      index = close === -1 ? dateFormat.length : close + 1;
      continue;
    }
    if (SEPARATOR.test(char)) {
      // Any run of separators matches any (possibly empty) run of non-alphanumerics, lazily.
      while (index < dateFormat.length && SEPARATOR.test(dateFormat.charAt(index))) {
        index += 1;
      }
      source += '[^0-9A-Za-z]*?';
      continue;
    }
    const token = matchToken(dateFormat, index);
    if (token === undefined) {
      source += escapeLiteral(char);
      index += 1;
      continue;
    }
    source += token.pattern;
    if (token.field !== null) {
      fields.push(token.field);
    }
    index += token.token.length;
  }
  const regex = new RegExp(source);
  return (value: string) => {
    const match = regex.exec(value);
    return match === null ? undefined : toEpoch(fields, match);
  };
}

function matchToken(format: string, index: number): DateToken | undefined {
  if (format[index] === 'S') {
    let end = index;
    while (format[end] === 'S') {
      end += 1;
    }
    return { token: format.slice(index, end), pattern: '([0-9]+)', field: 'fraction' };
  }
  return TOKENS.find((candidate) => format.startsWith(candidate.token, index));
}

function escapeLiteral(text: string): string {
  return text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
}

function toEpoch(fields: readonly DateField[], match: RegExpExecArray): number | undefined {
  let year = 1970;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let millisecond = 0;
  let offset = 0;
  let meridiem: 'am' | 'pm' | undefined;
  for (let index = 0; index < fields.length; index++) {
    const text = match[index + 1] ?? '';
    switch (fields[index]) {
      case 'year4':
        year = Number(text);
        break;
      case 'year2': {
        const short = Number(text);
        year = short > 68 ? 1900 + short : 2000 + short;
        break;
      }
      case 'month':
        month = Number(text);
        break;
      case 'monthName':
        month = monthFromName(text);
        break;
      case 'day':
        day = Number(text);
        break;
      case 'hour':
      case 'hour12':
        hour = Number(text);
        break;
      case 'minute':
        minute = Number(text);
        break;
      case 'second':
        second = Number(text);
        break;
      case 'fraction':
        millisecond = Math.floor(Number(`0.${text}`) * 1000);
        break;
      case 'meridiem':
        meridiem = text.toLowerCase() === 'pm' ? 'pm' : 'am';
        break;
      case 'zone':
        offset = parseZone(text);
        break;
      case 'unixSeconds':
        return Math.round(Number(text) * 1000);
      case 'unixMs':
        return Number(text);
      case undefined:
        break;
    }
  }
  if (meridiem === 'pm' && hour < 12) {
    hour += 12;
  } else if (meridiem === 'am' && hour === 12) {
    hour = 0;
  }
  return toEpochMs(year, month, day, hour, minute, second, millisecond, offset);
}

function parseZone(text: string): number {
  if (text === 'Z') {
    return 0;
  }
  const digits = text.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return text.startsWith('-') ? -minutes : minutes;
}
