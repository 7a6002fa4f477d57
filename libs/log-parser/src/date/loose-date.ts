import { daysFromCivil, monthFromName, toEpochMs } from './civil-time.js';

/**
 * The other date forms a CSV input's `datetime` takes when it is not ISO 8601's extended form,
 * as the reference read it (moment without a format: ISO 8601's basic, week and ordinal forms,
 * RFC 2822, then what a JavaScript Date reads: `2012/11/30 00:13:10`, `11/30/2012`,
 * `Fri Nov 30 2012 00:13:10 GMT+0100`). Undefined when the value is none of them.
 */

/** `±HH`, `±HHMM`, `±HH:MM`, `Z`, or an RFC 2822 zone name, in minutes east of UTC. */
function offsetMinutes(zone: string): number | undefined {
  const upper = zone.toUpperCase();
  const named: Record<string, number> = {
    Z: 0,
    UT: 0,
    UTC: 0,
    GMT: 0,
    EST: -300,
    EDT: -240,
    CST: -360,
    CDT: -300,
    MST: -420,
    MDT: -360,
    PST: -480,
    PDT: -420,
  };
  if (upper in named) {
    return named[upper];
  }
  const match = /^(?:GMT|UTC)?([+-])(\d{2}):?(\d{2})?$/.exec(upper);
  if (match === null) {
    return undefined;
  }
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? '0');
  return match[1] === '-' ? -minutes : minutes;
}

type Fields = [year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number]; // prettier-ignore

const TIME = String.raw`(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?)?`;
const ZONE = String.raw`\s*(Z|[+-]\d{2}(?::?\d{2})?)?`;
/** ISO 8601 basic: `20121130T001310Z`. */
const ISO_BASIC = new RegExp(String.raw`^(\d{4})(\d{2})(\d{2})${TIME}${ZONE}$`, 'i');
/** ISO 8601 week date: `2012-W48-5`, `2012W485`. */
const ISO_WEEK = new RegExp(String.raw`^(\d{4})-?W(\d{2})(?:-?([1-7]))?${TIME}${ZONE}$`, 'i');
/** ISO 8601 ordinal date: `2012-335`. */
const ISO_ORDINAL = new RegExp(String.raw`^(\d{4})-?(\d{3})${TIME}${ZONE}$`, 'i');
/** RFC 2822: `Fri, 30 Nov 2012 00:13:10 +0100`. */
const RFC_2822 =
  /^(?:[a-z]{3},?\s+)?(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*([a-z]{1,3}|[+-]\d{4})?$/i;
/** A Date's own string: `Fri Nov 30 2012 00:13:10 GMT+0100 (Central European Standard Time)`. */
const DATE_STRING =
  /^(?:[a-z]{3}\s+)?([a-z]{3})[a-z]*\s+(\d{1,2}),?\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*((?:GMT|UTC)?[+-]\d{2}:?\d{2}|GMT|UTC|Z)?(?:\s*\(.*\))?$/i;
/** Slashed or dashed year first: `2012/11/30 00:13:10`. */
const YEAR_FIRST =
  /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** Month first, as a JavaScript Date reads slashes: `11/30/2012 00:13:10`. */
const MONTH_FIRST =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const number = (text: string | undefined) => (text === undefined ? 0 : Number(text));
const millis = (fraction: string | undefined) =>
  fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);

/** The date of an ISO week (Monday = 1), as [year, month, day]. */
function weekDate(year: number, week: number, weekday: number): [number, number, number] {
  // Week 1 holds 4 January; its Monday is found from that day's weekday.
  const fourth = daysFromCivil(year, 1, 4);
  const fourthWeekday = ((((fourth + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday (4).
  const day = fourth - (fourthWeekday - 1) + (week - 1) * 7 + (weekday - 1);
  const date = new Date(day * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** The fields and zone a value holds in one of the forms above. */
function read(value: string): { fields: Fields; zone: string | undefined } | undefined {
  let match = ISO_BASIC.exec(value);
  if (match !== null) {
    const [, y, mo, d, h, mi, s, f, zone] = match;
    return { fields: [number(y), number(mo), number(d), number(h), number(mi), number(s), millis(f)], zone }; // prettier-ignore
  }
  match = ISO_WEEK.exec(value);
  if (match !== null) {
    const [, y, w, wd, h, mi, s, f, zone] = match;
    const [year, month, day] = weekDate(number(y), number(w), wd === undefined ? 1 : number(wd));
    return { fields: [year, month, day, number(h), number(mi), number(s), millis(f)], zone };
  }
  match = ISO_ORDINAL.exec(value);
  if (match !== null) {
    const [, y, ordinal, h, mi, s, f, zone] = match;
    const date = new Date((daysFromCivil(number(y), 1, 1) + number(ordinal) - 1) * 86_400_000);
    if (date.getUTCFullYear() !== number(y) || number(ordinal) < 1) {
      return undefined;
    }
    return { fields: [number(y), date.getUTCMonth() + 1, date.getUTCDate(), number(h), number(mi), number(s), millis(f)], zone }; // prettier-ignore
  }
  match = RFC_2822.exec(value);
  if (match !== null) {
    const [, d, mon, y, h, mi, s, zone] = match;
    return { fields: [number(y), monthFromName(mon ?? ''), number(d), number(h), number(mi), number(s), 0], zone: zone ?? 'UT' }; // prettier-ignore
  }
  match = DATE_STRING.exec(value);
  if (match !== null) {
    const [, mon, d, y, h, mi, s, zone] = match;
    return { fields: [number(y), monthFromName(mon ?? ''), number(d), number(h), number(mi), number(s), 0], zone }; // prettier-ignore
  }
  match = YEAR_FIRST.exec(value);
  if (match !== null) {
    const [, y, mo, d, h, mi, s, f, zone] = match;
    return { fields: [number(y), number(mo), number(d), number(h), number(mi), number(s), millis(f)], zone }; // prettier-ignore
  }
  match = MONTH_FIRST.exec(value);
  if (match !== null) {
    const [, mo, d, y, h, mi, s, zone] = match;
    return { fields: [number(y), number(mo), number(d), number(h), number(mi), number(s), 0], zone }; // prettier-ignore
  }
  return undefined;
}

/**
 * Epoch milliseconds of a value in one of the forms above; one without a zone is a wall time,
 * read by `readWallTime` (the job's Input-Timezone) or as UTC.
 */
export function parseLooseDateTime(
  value: string,
  readWallTime?: (wallMs: number) => number,
): number | undefined {
  const found = read(value.trim());
  if (found === undefined) {
    return undefined;
  }
  const { fields, zone } = found;
  const offset = zone === undefined ? 0 : offsetMinutes(zone);
  if (offset === undefined) {
    return undefined;
  }
  const epochMs = toEpochMs(...fields, offset);
  return zone === undefined && readWallTime !== undefined && epochMs !== undefined
    ? readWallTime(epochMs)
    : epochMs;
}
