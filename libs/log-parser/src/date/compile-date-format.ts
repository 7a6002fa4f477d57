import { civilFromDays, toEpochMs } from './civil-time.js';
import { tokenizeDateFormat, type DateField, type DatePart } from './date-format-tokens.js';
import { readDateField, type DateValues } from './read-date-field.js';
import { daysFromDayOfYear, daysFromWeekDate } from './week-date.js';

/**
 * Compiles a moment-style date format (`DD/MMM/YYYY:HH:mm:ss Z`, `YYYY-MM-DD hh:mm:ss A`, `X`,
 * `GGGG-[W]WW-E`…) into a function returning epoch milliseconds, or undefined when the value does
 * not match. Tokens read what moment's non-strict parser reads; like it, separators are loose and
 * trailing text is ignored. A format without a zone token, or a value without the zone its
 * format names, reads the time with `readWallTime` (createWallTimeReader: the job's
 * `Input-Timezone`), else as UTC, never in the server's zone; a missing month, day or time
 * defaults to January, the 1st, 00:00, and a value lacking the year its format has is not read
 * (moment takes the current year), so a result never depends on the clock. Throws
 * DateFormatError for a format it cannot read.
 */
export function compileDateFormat(
  dateFormat: string,
  readWallTime?: (wallMs: number) => number,
): (value: string) => number | undefined {
  const fields: DateField[] = [];
  const groups: number[] = [];
  // One piece per token, with the separators and literals before it.
  const pieces: string[] = [];
  let source = '';
  let groupCount = 0;
  // moment's tokens never give back what they matched: `(?=(x))\n` is an atomic `x`, so the
  // regex cannot backtrack into an earlier token and read another (wrong) date from the value.
  const atomic = (pattern: string): string => {
    const outer = groupCount + 1;
    groupCount += 2;
    groups.push(outer + 1);
    return `(?=(${pattern}))\\${String(outer)}`;
  };
  // The separators and letters since the last token or literal, compiled as one (gapSource).
  let gap: DatePart[] = [];
  for (const part of tokenizeDateFormat(dateFormat)) {
    if (part.kind === 'separator' || part.kind === 'letter') {
      gap.push(part);
      continue;
    }
    source += gapSource(gap, part);
    gap = [];
    if (part.kind === 'literal') {
      source += escapeLiteral(part.text);
    } else if (part.field === 'zone') {
      // moment searches the rest of the value for the zone and leaves the token unused when it
      // finds none, keeping the date: so a log without its offset (HAProxy's
      // `[30/Nov/2012:00:13:10.655]`) still has times, and an offset after other text
      // (`…:10.123 +0100`, `EST-0500`) is still read. The group skips what cannot start a zone.
      source += `(?:[^-+Zz]*?${atomic(part.pattern)})?`;
      fields.push(part.field);
      pieces.push(source);
      source = '';
    } else {
      source += atomic(part.pattern);
      fields.push(part.field);
      pieces.push(source);
      source = '';
    }
  }
  source += gapSource(gap, undefined);
  const all = [...pieces, source];
  const regex = new RegExp(`^\\s*${all.join('')}`);
  // moment's non-strict parser leaves the tokens a value lacks at their defaults
  // (`30/11/2012 13:10` read with `DD/MM/YYYY HH:mm:ss`): tried when the whole format does not
  // match, past the first token each is optional with all those after it, so the value must
  // hold a prefix of the format.
  const [first = '', ...rest] = all;
  const prefix = new RegExp(
    `^\\s*${first}${rest.reduceRight((after, piece) => `(?:${piece}${after})?`, '')}`,
  );
  // Where the format's year tokens put what they read (see YEAR_FIELDS).
  const yearGroups = groups.filter((_group, index) => YEAR_FIELDS.has(fields[index]));
  return (whole: string) => {
    // Trailing text is ignored (moment's way), so a date's first characters say all there is to
    // read; what a regex may try on a long value's separators stays bounded.
    const value = whole.length > MAX_DATE_LENGTH ? whole.slice(0, MAX_DATE_LENGTH) : whole;
    const match = regex.exec(value) ?? prefix.exec(value);
    // A whole match holds every token but the zone: only a prefix can lack the year.
    if (
      match === null ||
      (yearGroups.length > 0 && yearGroups.every((group) => match[group] === undefined))
    ) {
      return undefined;
    }
    return toEpoch(fields, groups, match, readWallTime);
  };
}

/**
 * The tokens a value that matched only the start of the format must still have read: a year,
 * when the format has one. moment leaves other missing parts at fixed defaults (January, the
 * 1st, midnight) but a missing year at the current one; here it would be 1970. An ISO date read
 * with the default format's `DD/MMM` kept only its first two digits as the day, and every event
 * of the log came out in January 1970 without a word; such a value is unreadable instead, and
 * the report says so (alert-dates).
 */
const YEAR_FIELDS: ReadonlySet<DateField | undefined> = new Set<DateField>([
  'year',
  'yearYYYY',
  'year2',
  'localeWeekYear',
  'localeWeekYear2',
  'isoWeekYear',
  'isoWeekYear2',
]);

/** Characters of a value a date is read from: the longest dates written are a third of it. */
const MAX_DATE_LENGTH = 256;

/** Any run of characters that cannot start a date part, lazily: what separators match. */
const SEPARATOR_RUN = '[^0-9A-Za-z]*?';

/**
 * The separators and letters between two tokens (or literals), before `next`. A separator matches
 * any (possibly empty) run of non-alphanumerics; a letter moment does not know as a token is
 * searched for and left unused when absent (`YYYY-MM-DDTHH:mm` reads `2012-11-30T10:00` and
 * `2012-11-30 10:00` alike); after a separator, moment's digit tokens search on past letters too
 * (the `T` of `2012-11-30T00:13:10` read with `YYYY-MM-DD HH:mm:ss`). Compiled part by part, these
 * put lazy runs side by side, which a value that does not match splits in every possible way before
 * giving up (a dozen letters and sixty spaces kept a job's thread for good); compiled together,
 * each character has one way through: one run, then each letter with the run after it, or, before
 * a digit token, one run of non-digits, which reaches the same first digit.
 */
function gapSource(gap: readonly DatePart[], next: DatePart | undefined): string {
  if (gap.length === 0) {
    return '';
  }
  if (
    next?.kind === 'token' &&
    gap.at(-1)?.kind === 'separator' &&
    next.pattern.startsWith('([0-9]')
  ) {
    return '[^0-9]*?';
  }
  const letters = gap.flatMap((part) =>
    part.kind === 'letter' ? [`(?:${escapeLiteral(part.text)}${SEPARATOR_RUN})?`] : [],
  );
  return SEPARATOR_RUN + letters.join('');
}

function escapeLiteral(text: string): string {
  return text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
}

function toEpoch(
  fields: readonly DateField[],
  groups: readonly number[],
  match: RegExpExecArray,
  readWallTime: ((wallMs: number) => number) | undefined,
): number | undefined {
  const values: DateValues = {
    year: 1970,
    month: undefined,
    day: undefined,
    dayOfYear: undefined,
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
    offset: 0,
    meridiem: undefined,
    weekday: undefined,
    week: {},
    isoWeekday: undefined,
    localeWeekday: undefined,
    unixMs: undefined,
  };
  let zoned = false;
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index];
    const text = match[groups[index] ?? 0];
    // An optional token (the zone) that is absent leaves its default.
    if (field !== undefined && text !== undefined) {
      if (!readDateField(values, field, text)) {
        return undefined;
      }
      zoned ||= field === 'zone';
    }
  }
  if (values.unixMs !== undefined) {
    return values.unixMs;
  }
  const date = resolveDate(values);
  if (date === undefined) {
    return undefined;
  }
  let { hour } = values;
  if (values.meridiem === 'pm' && hour < 12) {
    hour += 12;
  } else if (values.meridiem === 'am' && hour === 12) {
    hour = 0;
  }
  const [year, month, day] = date;
  const epochMs = toEpochMs(
    year,
    month,
    day,
    hour,
    values.minute,
    values.second,
    values.millisecond,
    values.offset,
  );
  return zoned || readWallTime === undefined || epochMs === undefined
    ? epochMs
    : readWallTime(epochMs);
}

/**
 * The calendar date, as moment settles it: a day of the year, else a week date (only when no
 * month or day of month is given), else year, month and day.
 */
function resolveDate(values: DateValues): [number, number, number] | undefined {
  let days: number | undefined;
  if (values.dayOfYear !== undefined) {
    days = daysFromDayOfYear(values.year, values.dayOfYear);
  } else if (values.month === undefined && values.day === undefined && hasWeek(values)) {
    days = weekDays(values);
  } else {
    return [values.year, values.month ?? 1, values.day ?? 1];
  }
  if (days === undefined) {
    return undefined;
  }
  const date: [number, number, number] = [0, 0, 0];
  civilFromDays(days, date);
  return date;
}

function hasWeek(values: DateValues): boolean {
  const { week } = values;
  return (
    week.iso !== undefined ||
    week.locale !== undefined ||
    week.isoYear !== undefined ||
    week.localeYear !== undefined ||
    values.isoWeekday !== undefined ||
    values.localeWeekday !== undefined
  );
}

function weekDays(values: DateValues): number | undefined {
  const { week } = values;
  // The week defaults to the first one (moment takes the current week: a clock dependency).
  if (week.iso !== undefined || week.isoYear !== undefined || values.isoWeekday !== undefined) {
    return daysFromWeekDate({
      iso: true,
      weekYear: week.isoYear ?? values.year,
      week: week.iso ?? 1,
      weekday: values.isoWeekday ?? 1,
    });
  }
  return daysFromWeekDate({
    iso: false,
    weekYear: week.localeYear ?? values.year,
    week: week.locale ?? 1,
    weekday: values.weekday ?? values.localeWeekday ?? 0,
  });
}
