import { civilFromDays, monthFromName, toEpochMs } from './civil-time.js';
import { daysFromDayOfYear, daysFromWeekDate } from './week-date.js';

/**
 * The other date forms a CSV input's `datetime` takes when it is not ISO 8601's extended form,
 * as the reference read it (moment without a format: ISO 8601's basic, week and ordinal forms,
 * RFC 2822, then what a JavaScript Date reads: `2012/11/30 00:13:10`, `11/30/2012`,
 * `Fri Nov 30 2012 00:13:10 GMT+0100`). Undefined when the value is none of them.
 */

/** RFC 2822's zone names, in minutes east of UTC. */
const NAMED_ZONES: Readonly<Record<string, number>> = {
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

/** `±HH`, `±HHMM`, `±HH:MM`, `Z`, or an RFC 2822 zone name, in minutes east of UTC. */
function offsetMinutes(zone: string): number | undefined {
  const upper = zone.toUpperCase();
  const named = NAMED_ZONES[upper];
  if (named !== undefined) {
    return named;
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

/** A day number (if any) at a time of day: hour, minute, second and fraction as read. */
function atTime(
  days: number | undefined,
  [h, mi, s, f]: (string | undefined)[],
  zone: string | undefined,
): { fields: Fields; zone: string | undefined } | undefined {
  if (days === undefined) {
    return undefined;
  }
  const date: [number, number, number] = [0, 0, 0];
  civilFromDays(days, date);
  return { fields: [...date, number(h), number(mi), number(s), millis(f)], zone };
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
    const days = daysFromWeekDate({
      iso: true,
      weekYear: number(y),
      week: number(w),
      weekday: wd === undefined ? 1 : number(wd),
    });
    return atTime(days, [h, mi, s, f], zone);
  }
  match = ISO_ORDINAL.exec(value);
  if (match !== null) {
    const [, y, ordinal, h, mi, s, f, zone] = match;
    return atTime(daysFromDayOfYear(number(y), number(ordinal)), [h, mi, s, f], zone);
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
