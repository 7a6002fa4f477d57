import { toEpochMs } from './civil-time.js';

const ZERO = 48;

function digit(value: string, index: number): number {
  const code = value.charCodeAt(index) - ZERO;
  return code >= 0 && code <= 9 ? code : -1000;
}

function twoDigits(value: string, index: number): number {
  return digit(value, index) * 10 + digit(value, index + 1);
}

// The three letters of an English month abbreviation, packed into one number (exact
// capitalisation only; anything else falls back to the generic parser).
function packed(text: string): number {
  return (text.charCodeAt(0) << 16) | (text.charCodeAt(1) << 8) | text.charCodeAt(2);
}
const MONTHS = new Map(
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
    (name, index) => [packed(name), index + 1] as const,
  ),
);

// Month from the three characters at 3..5 of `30/Nov/2012…`, 0 when they name none.
function monthAt(value: string, index: number): number {
  const code =
    (value.charCodeAt(index) << 16) |
    (value.charCodeAt(index + 1) << 8) |
    value.charCodeAt(index + 2);
  return MONTHS.get(code) ?? 0;
}

/**
 * Reads exactly `DD/MMM/YYYY:HH:mm:ss ±HHMM` (e.g. `30/Nov/2012:00:14:17 +0100`) into epoch
 * milliseconds without allocating; undefined when the value has any other shape.
 */
export function parseDefaultDate(value: string): number | undefined {
  if (
    value.length !== 26 ||
    value.charCodeAt(2) !== 47 || // '/'
    value.charCodeAt(6) !== 47 ||
    value.charCodeAt(11) !== 58 || // ':'
    value.charCodeAt(14) !== 58 ||
    value.charCodeAt(17) !== 58 ||
    value.charCodeAt(20) !== 32 // ' '
  ) {
    return undefined;
  }
  const sign = value.charCodeAt(21);
  if (sign !== 43 && sign !== 45) {
    return undefined;
  }
  const day = twoDigits(value, 0);
  const month = monthAt(value, 3);
  const year = twoDigits(value, 7) * 100 + twoDigits(value, 9);
  const hour = twoDigits(value, 12);
  const minute = twoDigits(value, 15);
  const second = twoDigits(value, 18);
  const offsetHours = twoDigits(value, 22);
  const offsetMinutes = twoDigits(value, 24);
  if (
    month === 0 ||
    (day | year | hour | minute | second | offsetHours | offsetMinutes) < 0 ||
    offsetMinutes > 59
  ) {
    return undefined;
  }
  const offset = (sign === 45 ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return toEpochMs(year, month, day, hour, minute, second, 0, offset);
}

/**
 * {@link parseDefaultDate} for one log: lines come in time order, so a value whose minute and
 * offset (`DD/MMM/YYYY:HH:mm:` and ` ±HHMM`) equal the previous value's only has its seconds
 * read. Both parts are compared with startsWith/endsWith (a memory compare), which costs less
 * than a character loop; the two strings are cut once per minute.
 */
export function createDefaultDateReader(): (value: string) => number | undefined {
  let minutePrefix = '';
  let offsetSuffix = '';
  let previousMinuteMs = 0;
  return (value: string) => {
    if (
      value.length === 26 &&
      minutePrefix !== '' &&
      value.startsWith(minutePrefix) &&
      value.endsWith(offsetSuffix)
    ) {
      const second = twoDigits(value, 18);
      return second >= 0 && second <= 59 ? previousMinuteMs + second * 1000 : undefined;
    }
    const epochMs = parseDefaultDate(value);
    // Hour 24 is valid only as 24:00:00, so such a minute is never reused for other seconds.
    if (epochMs !== undefined && twoDigits(value, 12) !== 24) {
      minutePrefix = value.slice(0, 18);
      offsetSuffix = value.slice(20);
      previousMinuteMs = epochMs - twoDigits(value, 18) * 1000;
    }
    return epochMs;
  };
}
