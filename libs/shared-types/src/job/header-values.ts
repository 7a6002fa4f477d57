import { fail, succeed, type Validated } from './job-failure.js';

/** Request headers as HTTP servers and the CLI hand them over (any name case). */
export type RawHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Lower-cases header names, joins repeated values with ", " and drops empty ones. */
export function normalizeHeaders(headers: RawHeaders): Record<string, string> {
  const normalized: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const text = typeof value === 'string' ? value : value?.join(', ');
    if (text !== undefined && text.trim() !== '') {
      normalized[name.toLowerCase()] = text.trim();
    }
  }
  return normalized;
}

/** Splits a comma list into trimmed, non-empty items. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const TRUE_VALUES = new Set(['true', 'yes', 'on', '1']);
const FALSE_VALUES = new Set(['false', 'no', 'off', '0']);

/**
 * The one rule of every yes/no header: `true`/`false` as the reference documents them, or
 * yes/no, on/off, 1/0, in any case; undefined for any other value.
 */
export function parseBooleanValue(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  return TRUE_VALUES.has(word) ? true : FALSE_VALUES.has(word) ? false : undefined;
}

/** Reads a yes/no header (see parseBooleanValue); any other value is 4028, never a guess. */
export function readBoolean(
  headers: Record<string, string>,
  name: string,
  fallback: boolean,
): Validated<boolean> {
  const value = headers[name.toLowerCase()];
  if (value === undefined) {
    return succeed(fallback);
  }
  const parsed = parseBooleanValue(value);
  return parsed === undefined
    ? fail(4028, `${name} must be true or false, not "${value.toLowerCase()}".`)
    : succeed(parsed);
}

/** Reads a non-negative integer header; anything else is 4028. */
export function readInteger(
  headers: Record<string, string>,
  name: string,
  fallback: number,
): Validated<number> {
  const value = headers[name.toLowerCase()];
  if (value === undefined) {
    return succeed(fallback);
  }
  if (!/^\d+$/.test(value)) {
    return fail(4028, `${name} must be a whole number, not "${value}".`);
  }
  return succeed(Number(value));
}
