import { toEpochMs } from './civil-time.js';
import { compileDateFormat } from './compile-date-format.js';
import { createWallTimeReader } from './format-event-time.js';
import { parseLooseDateTime } from './loose-date.js';
import { createDefaultDateReader } from './parse-default-date.js';

/** The reference's default `Date-Format`. */
export const DEFAULT_DATE_FORMAT = 'DD/MMM/YYYY:HH:mm:ss Z';

/** `Date-Format` value meaning ISO 8601 (moment's `ISO_8601`); used for CSV input. */
export const ISO_DATE_FORMAT = 'ISO_8601';

const ISO_DATE =
  /^\s*([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]+))?)?)?\s*(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?\s*$/i;

/** Reads an ISO 8601 date-time into epoch milliseconds (UTC when it carries no offset). */
export function parseIsoDateTime(value: string): number | undefined {
  return readIsoDateTime(value, undefined);
}

function readIsoDateTime(
  value: string,
  readWallTime: ((wallMs: number) => number) | undefined,
): number | undefined {
  const match = ISO_DATE.exec(value);
  if (match === null) {
    return undefined;
  }
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  let offset = 0;
  if (zone !== undefined && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offset = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || '0');
    offset = zone.startsWith('-') ? -offset : offset;
  }
  const epochMs = toEpochMs(
    Number(year),
    Number(month),
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000),
    offset,
  );
  return zone === undefined && readWallTime !== undefined && epochMs !== undefined
    ? readWallTime(epochMs)
    : epochMs;
}

/**
 * Returns a parser of `Date-Format` values giving epoch milliseconds, or undefined when the value
 * does not match the format; the default format has an allocation-free fast path. A value without
 * a UTC offset is a wall time of `timeZone` (the job's `Input-Timezone`, UTC when absent), as the
 * reference read it in its server's zone.
 */
export function createDateParser(
  dateFormat: string = DEFAULT_DATE_FORMAT,
  timeZone?: string,
): (value: string) => number | undefined {
  const readWallTime = createWallTimeReader(timeZone);
  if (dateFormat === ISO_DATE_FORMAT) {
    // Then the other forms the reference's moment read without a format (RFC 2822, slashes…).
    return (value: string) =>
      readIsoDateTime(value, readWallTime) ?? parseLooseDateTime(value, readWallTime);
  }
  const generic = compileDateFormat(dateFormat, readWallTime);
  if (dateFormat !== DEFAULT_DATE_FORMAT) {
    return generic;
  }
  const readDefault = createDefaultDateReader();
  return (value: string) => readDefault(value) ?? generic(value);
}
