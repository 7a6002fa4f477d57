import { toEpochMs } from './civil-time.js';

const ZERO = 48;

function digit(value: string, index: number): number {
  const code = value.charCodeAt(index) - ZERO;
  return code >= 0 && code <= 9 ? code : -1000;
}

function twoDigits(value: string, index: number): number {
  return digit(value, index) * 10 + digit(value, index + 1);
}

// Month from the three characters at 3..5 of `30/Nov/2012…`, exact English capitalisation only;
// anything else falls back to the generic parser.
function monthAt(value: string, index: number): number {
  switch (value.slice(index, index + 3)) {
    case 'Jan':
      return 1;
    case 'Feb':
      return 2;
    case 'Mar':
      return 3;
    case 'Apr':
      return 4;
    case 'May':
      return 5;
    case 'Jun':
      return 6;
    case 'Jul':
      return 7;
    case 'Aug':
      return 8;
    case 'Sep':
      return 9;
    case 'Oct':
      return 10;
    case 'Nov':
      return 11;
    case 'Dec':
      return 12;
    default:
      return 0;
  }
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
