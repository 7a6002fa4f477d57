import { toEpochMs } from './civil-time.js';
import { compileDateFormat } from './compile-date-format.js';
import { createDefaultDateReader } from './parse-default-date.js';

/** The reference's default `Date-Format`. */
export const DEFAULT_DATE_FORMAT = 'DD/MMM/YYYY:HH:mm:ss Z';

/** `Date-Format` value meaning ISO 8601 (moment's `ISO_8601`); used for CSV input. */
export const ISO_DATE_FORMAT = 'ISO_8601';

const ISO_DATE =
  /^\s*([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:[.,]([0-9]+))?)?)?\s*(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?\s*$/i;

/** Reads an ISO 8601 date-time into epoch milliseconds (UTC when it carries no offset). */
export function parseIsoDateTime(value: string): number | undefined {
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
  return toEpochMs(
    Number(year),
    Number(month),
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000),
    offset,
  );
}

/**
 * Returns a parser of `Date-Format` values giving epoch milliseconds, or undefined when the value
 * does not match the format; the default format has an allocation-free fast path.
 */
export function createDateParser(
  dateFormat: string = DEFAULT_DATE_FORMAT,
): (value: string) => number | undefined {
  if (dateFormat === ISO_DATE_FORMAT) {
    return parseIsoDateTime;
  }
  const generic = compileDateFormat(dateFormat);
  if (dateFormat !== DEFAULT_DATE_FORMAT) {
    return generic;
  }
  const readDefault = createDefaultDateReader();
  return (value: string) => readDefault(value) ?? generic(value);
}
