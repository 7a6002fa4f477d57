import { monthFromName } from './civil-time.js';
import type { DateField } from './date-format-tokens.js';

const MONTH_NAMES = new Set([
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep',
  'oct', 'nov', 'dec',
]); // prettier-ignore
const WEEKDAY_NAMES = new Set([
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
  'sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'su', 'mo', 'tu', 'we', 'th', 'fr', 'sa',
]); // prettier-ignore
const WEEKDAY_PREFIXES = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/** What the captured values of one date say, before they are combined. */
export interface DateValues {
  year: number;
  month: number | undefined;
  day: number | undefined;
  dayOfYear: number | undefined;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offset: number;
  meridiem: 'am' | 'pm' | undefined;
  weekday: number | undefined;
  week: { iso?: number; locale?: number; isoYear?: number; localeYear?: number };
  isoWeekday: number | undefined;
  localeWeekday: number | undefined;
  unixMs: number | undefined;
}

const twoDigitYear = (text: string) => Number(text) + (Number(text) > 68 ? 1900 : 2000);

/** Records what one token's text says; false when the text is not a valid value (a name). */
export function readDateField(values: DateValues, field: DateField, text: string): boolean {
  const number = Number(text);
  switch (field) {
    case 'year':
      values.year = number;
      break;
    case 'yearYYYY':
      // moment reads a two-digit YYYY as YY.
      values.year = text.length === 2 ? twoDigitYear(text) : number;
      break;
    case 'year2':
      values.year = twoDigitYear(text);
      break;
    case 'quarter':
      values.month = (number - 1) * 3 + 1;
      break;
    case 'month':
      values.month = number;
      break;
    case 'monthName':
      if (!MONTH_NAMES.has(text.toLowerCase())) {
        return false;
      }
      values.month = monthFromName(text);
      break;
    case 'day':
      values.day = number;
      break;
    case 'dayOfYear':
      values.dayOfYear = number;
      break;
    case 'weekday':
      values.weekday = number;
      break;
    case 'weekdayName':
      if (!WEEKDAY_NAMES.has(text.toLowerCase())) {
        return false;
      }
      // Sunday is 0, as moment's `d`; only a week date (gggg-ww ddd) uses it.
      values.weekday = WEEKDAY_PREFIXES.indexOf(text.slice(0, 2).toLowerCase());
      break;
    case 'localeWeekday':
      values.localeWeekday = number;
      break;
    case 'isoWeekday':
      values.isoWeekday = number;
      break;
    case 'localeWeek':
      values.week.locale = number;
      break;
    case 'isoWeek':
      values.week.iso = number;
      break;
    case 'localeWeekYear':
      values.week.localeYear = number;
      break;
    case 'localeWeekYear2':
      values.week.localeYear = twoDigitYear(text);
      break;
    case 'isoWeekYear':
      values.week.isoYear = number;
      break;
    case 'isoWeekYear2':
      values.week.isoYear = twoDigitYear(text);
      break;
    case 'hour':
    case 'hour12':
      values.hour = number;
      break;
    case 'hourK':
      values.hour = number === 24 ? 0 : number;
      break;
    case 'hourMinute':
      values.hour = Number(text.slice(0, -2));
      values.minute = Number(text.slice(-2));
      break;
    case 'hourMinuteSecond':
      values.hour = Number(text.slice(0, -4));
      values.minute = Number(text.slice(-4, -2));
      values.second = Number(text.slice(-2));
      break;
    case 'minute':
      values.minute = number;
      break;
    case 'second':
      values.second = number;
      break;
    case 'fraction':
      values.millisecond = Math.floor(Number(`0.${text}`) * 1000);
      break;
    case 'meridiem':
      values.meridiem = text.toLowerCase().startsWith('p') ? 'pm' : 'am';
      break;
    case 'zone':
      values.offset = parseZone(text);
      break;
    case 'unixSeconds':
      values.unixMs = Math.round(Number(text) * 1000);
      break;
    case 'unixMs':
      values.unixMs = number;
      break;
  }
  return true;
}

function parseZone(text: string): number {
  if (text === 'Z' || text === 'z') {
    return 0;
  }
  const digits = text.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || '0');
  return text.startsWith('-') ? -minutes : minutes;
}
