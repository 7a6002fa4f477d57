import { DateFormatError } from './date-format-error.js';

/** What a date token's captured text sets. */
export type DateField =
  | 'year'
  | 'yearYYYY'
  | 'year2'
  | 'quarter'
  | 'month'
  | 'monthName'
  | 'day'
  | 'dayOfYear'
  | 'weekday'
  | 'weekdayName'
  | 'localeWeekday'
  | 'isoWeekday'
  | 'localeWeek'
  | 'isoWeek'
  | 'localeWeekYear'
  | 'localeWeekYear2'
  | 'isoWeekYear'
  | 'isoWeekYear2'
  | 'hour'
  | 'hour12'
  | 'hourK'
  | 'hourMinute'
  | 'hourMinuteSecond'
  | 'minute'
  | 'second'
  | 'fraction'
  | 'meridiem'
  | 'zone'
  | 'unixSeconds'
  | 'unixMs';

/** One piece of a compiled format: a capturing token, literal text or a separator run. */
export type DatePart =
  | { kind: 'token'; pattern: string; field: DateField }
  | { kind: 'literal'; text: string }
  /** A letter moment does not know as a token: it searches for it and goes on without it. */
  | { kind: 'letter'; text: string }
  | { kind: 'separator' };

// moment's non-strict parse patterns (en locale), longest token first.
const D1 = '([0-9])';
const D1TO2 = '([0-9]{1,2})';
const D1TO3 = '([0-9]{1,3})';
const D1TO4 = '([0-9]{1,4})';
const D1TO6 = '([0-9]{1,6})';
const SIGNED = '([+-]?[0-9]+)';
const ORDINAL = '([0-9]{1,3})(?:st|nd|rd|th)';
const NAME = '([A-Za-z]{2,9})';

const TOKENS: readonly (readonly [string, string, DateField])[] = [
  ['YYYYYY', '([+-]?[0-9]{1,6})', 'year'],
  ['YYYYY', D1TO6, 'year'],
  ['YYYY', D1TO4, 'yearYYYY'],
  ['YY', D1TO2, 'year2'],
  ['Y', SIGNED, 'year'],
  ['Qo', ORDINAL, 'quarter'],
  ['Q', D1, 'quarter'],
  ['MMMM', NAME, 'monthName'],
  ['MMM', NAME, 'monthName'],
  ['MM', D1TO2, 'month'],
  ['Mo', ORDINAL, 'month'],
  ['M', D1TO2, 'month'],
  ['DDDD', '([0-9]{3})', 'dayOfYear'],
  ['DDDo', ORDINAL, 'dayOfYear'],
  ['DDD', D1TO3, 'dayOfYear'],
  ['DD', D1TO2, 'day'],
  ['Do', ORDINAL, 'day'],
  ['D', D1TO2, 'day'],
  ['dddd', NAME, 'weekdayName'],
  ['ddd', NAME, 'weekdayName'],
  ['dd', NAME, 'weekdayName'],
  ['do', ORDINAL, 'weekday'],
  ['d', D1TO2, 'weekday'],
  ['e', D1, 'localeWeekday'],
  ['E', D1, 'isoWeekday'],
  ['ww', D1TO2, 'localeWeek'],
  ['wo', ORDINAL, 'localeWeek'],
  ['w', D1TO2, 'localeWeek'],
  ['WW', D1TO2, 'isoWeek'],
  ['Wo', ORDINAL, 'isoWeek'],
  ['W', D1TO2, 'isoWeek'],
  ['ggggg', D1TO6, 'localeWeekYear'],
  ['gggg', D1TO4, 'localeWeekYear'],
  ['gg', D1TO2, 'localeWeekYear2'],
  ['GGGGG', D1TO6, 'isoWeekYear'],
  ['GGGG', D1TO4, 'isoWeekYear'],
  ['GG', D1TO2, 'isoWeekYear2'],
  ['Hmmss', '([0-9]{5,6})', 'hourMinuteSecond'],
  ['hmmss', '([0-9]{5,6})', 'hourMinuteSecond'],
  ['Hmm', '([0-9]{3,4})', 'hourMinute'],
  ['hmm', '([0-9]{3,4})', 'hourMinute'],
  ['HH', D1TO2, 'hour'],
  ['H', D1TO2, 'hour'],
  ['hh', D1TO2, 'hour12'],
  ['h', D1TO2, 'hour12'],
  ['kk', D1TO2, 'hourK'],
  ['k', D1TO2, 'hourK'],
  ['mm', D1TO2, 'minute'],
  ['m', D1TO2, 'minute'],
  ['ss', D1TO2, 'second'],
  ['s', D1TO2, 'second'],
  ['SSS', D1TO3, 'fraction'],
  ['SS', D1TO3, 'fraction'],
  ['S', D1TO3, 'fraction'],
  ['A', '([AaPp]\\.?[Mm]?\\.?)', 'meridiem'],
  ['a', '([AaPp]\\.?[Mm]?\\.?)', 'meridiem'],
  ['ZZ', '([Zz]|[+-][0-9]{2}(?::?[0-9]{2})?)', 'zone'],
  ['Z', '([Zz]|[+-][0-9]{2}(?::?[0-9]{2})?)', 'zone'],
  ['X', '([+-]?[0-9]+(?:\\.[0-9]{1,3})?)', 'unixSeconds'],
  ['x', SIGNED, 'unixMs'],
];

// moment's long-date tokens of the en locale, replaced before tokenizing.
const LOCALE_FORMATS: readonly (readonly [string, string])[] = [
  ['LTS', 'h:mm:ss A'],
  ['LT', 'h:mm A'],
  ['LLLL', 'dddd, MMMM D, YYYY h:mm A'],
  ['LLL', 'MMMM D, YYYY h:mm A'],
  ['LL', 'MMMM D, YYYY'],
  ['L', 'MM/DD/YYYY'],
  ['llll', 'ddd, MMM D, YYYY h:mm A'],
  ['lll', 'MMM D, YYYY h:mm A'],
  ['ll', 'MMM D, YYYY'],
  ['l', 'M/D/YYYY'],
];

// moment tokens that do not say when an access happened.
const UNREADABLE: readonly (readonly [RegExp, string])[] = [
  [/^z{1,2}/, 'a zone name cannot be read back into an offset; use Z or ZZ (+01:00, +0100)'],
  [/^(N{1,5}|y{1,4}|yo)/, 'era tokens are not supported'],
];

const SEPARATOR = /[^0-9A-Za-z[\\]/;

/** Letters a format may hold that are no token (see tokenizeDateFormat). */
const MAX_LETTERS = 8;

/**
 * Splits a moment-style `Date-Format` into parts, as moment's parser reads it: its tokens,
 * `[literal]` text, `\x` escapes, and separators. A letter moment does not know as a token (the
 * `T` of `YYYY-MM-DDTHH:mm:ss`, which ezPAARSE users write) is read as moment reads it: that
 * letter where the value has it, nothing where it does not.
 */
export function tokenizeDateFormat(format: string): DatePart[] {
  const expanded = expandLocaleFormats(format);
  const parts: DatePart[] = [];
  let index = 0;
  while (index < expanded.length) {
    const char = expanded.charAt(index);
    if (char === '[') {
      const close = expanded.indexOf(']', index + 1);
      if (close === -1) {
        throw new DateFormatError(`Date-Format "${format}": "[" is never closed by "]".`);
      }
      parts.push({ kind: 'literal', text: expanded.slice(index + 1, close) });
      index = close + 1;
    } else if (char === '\\') {
      parts.push({ kind: 'literal', text: expanded.charAt(index + 1) });
      index += 2;
    } else if (SEPARATOR.test(char)) {
      while (index < expanded.length && SEPARATOR.test(expanded.charAt(index))) {
        index += 1;
      }
      parts.push({ kind: 'separator' });
    } else if (/[0-9]/.test(char)) {
      parts.push({ kind: 'literal', text: char });
      index += 1;
    } else {
      const token = readToken(format, expanded, index);
      parts.push(
        token.field === undefined
          ? { kind: 'letter', text: char }
          : { kind: 'token', pattern: token.pattern, field: token.field },
      );
      index += token.length;
    }
  }
  // Each such letter may be in the value or not, and a value without them is tried every way
  // they could be left out before it is given up: a few are what formats hold (the `T` of ISO
  // dates); more are text, which brackets match exactly.
  const letters = parts.filter((part) => part.kind === 'letter').map((part) => part.text);
  if (letters.length > MAX_LETTERS) {
    throw new DateFormatError(
      `Date-Format "${format}" holds ${String(letters.length)} letters that are no date token (${letters.join('')}), more than ${String(MAX_LETTERS)}: write text between brackets ([at]).`,
    );
  }
  // moment reads no date from such a format (every line's date would be invalid): said at once
  // rather than found out from a job that kept no event.
  if (!parts.some((part) => part.kind === 'token')) {
    throw new DateFormatError(
      `Date-Format "${format}" holds no date token (such as DD, MMM, YYYY, HH, mm, ss, Z or X).`,
    );
  }
  // Where moment fills a missing year or month with today's, we would make up 1970's or
  // January's: every event of the job would get one invented date, which no report shows.
  const fields = new Set(parts.flatMap((part) => (part.kind === 'token' ? [part.field] : [])));
  const has = (wanted: readonly DateField[]) => wanted.some((field) => fields.has(field));
  if (!has(['unixSeconds', 'unixMs']) && !(has(YEAR_FIELDS) && has(WITHIN_YEAR_FIELDS))) {
    throw new DateFormatError(
      `Date-Format "${format}" does not read a calendar date: it needs a year (YYYY or YY) with a month (MM or MMM), a day of the year (DDD) or a week (W), or a Unix time (X or x).`,
    );
  }
  return parts;
}

const YEAR_FIELDS: readonly DateField[] = ['year', 'yearYYYY', 'year2', 'localeWeekYear', 'localeWeekYear2', 'isoWeekYear', 'isoWeekYear2']; // prettier-ignore
const WITHIN_YEAR_FIELDS: readonly DateField[] = ['month', 'monthName', 'dayOfYear', 'quarter', 'isoWeek', 'localeWeek']; // prettier-ignore

function readToken(format: string, text: string, index: number) {
  const rest = text.slice(index);
  if (rest.startsWith('S')) {
    const length = /^S+/.exec(rest)?.[0].length ?? 1;
    if (length > 9) {
      throw new DateFormatError(`Date-Format "${format}": at most 9 "S" (fraction digits).`);
    }
    // Past SSS moment reads every digit, still as a fraction of a second.
    return { length, pattern: length > 3 ? '([0-9]+)' : D1TO3, field: 'fraction' as const };
  }
  const known = TOKENS.find(([token]) => rest.startsWith(token));
  if (known) {
    return { length: known[0].length, pattern: known[1], field: known[2] };
  }
  for (const [pattern, why] of UNREADABLE) {
    const match = pattern.exec(rest);
    if (match) {
      throw new DateFormatError(`Date-Format "${format}": "${match[0]}": ${why}.`);
    }
  }
  return { length: 1, pattern: '', field: undefined };
}

function expandLocaleFormats(format: string): string {
  let result = '';
  let index = 0;
  while (index < format.length) {
    const char = format.charAt(index);
    if (char === '[') {
      const close = format.indexOf(']', index + 1);
      const end = close === -1 ? format.length : close + 1;
      result += format.slice(index, end);
      index = end;
      continue;
    }
    if (char === '\\') {
      result += format.slice(index, index + 2);
      index += 2;
      continue;
    }
    const local = LOCALE_FORMATS.find(([token]) => format.startsWith(token, index));
    result += local ? local[1] : char;
    index += local ? local[0].length : 1;
  }
  return result;
}
