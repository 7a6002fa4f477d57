import { daysFromCivil } from './civil-time.js';

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function weekdayOf(days: number): number {
  // 1970-01-01 was a Thursday (4); 0 = Sunday.
  return (((days + 4) % 7) + 7) % 7;
}

/**
 * Day number of the first day of week 1 of `weekYear`, for a week starting on `dow` (0 = Sunday)
 * whose week 1 holds January `doy`… (moment's `firstWeekOffset`: ISO is dow 1, doy 4; the en
 * locale dow 0, doy 6, i.e. week 1 holds January 1st).
 */
function firstWeekStart(weekYear: number, dow: number, doy: number): number {
  const fwd = 7 + dow - doy;
  const anchor = daysFromCivil(weekYear, 1, fwd);
  return anchor - ((7 + weekdayOf(anchor) - dow) % 7);
}

/** Number of weeks in a week-year (52 or 53). */
function weeksInYear(weekYear: number, dow: number, doy: number): number {
  const days = isLeap(weekYear) ? 366 : 365;
  const offset = firstWeekStart(weekYear, dow, doy) - daysFromCivil(weekYear, 1, 1);
  const nextOffset = firstWeekStart(weekYear + 1, dow, doy) - daysFromCivil(weekYear + 1, 1, 1);
  return (days - offset + nextOffset) / 7;
}

/** A week date: ISO (weeks from Monday, week 1 holds January 4th) or the en locale's. */
export interface WeekDate {
  iso: boolean;
  weekYear: number;
  week: number;
  /** Day of the week: ISO 1 (Monday)–7; locale 0 (Sunday)–6. */
  weekday: number;
}

/** Day number of a week date, or undefined when the week or weekday is out of range. */
export function daysFromWeekDate({ iso, weekYear, week, weekday }: WeekDate): number | undefined {
  const [dow, doy] = iso ? [1, 4] : [0, 6];
  const [low, high] = iso ? [1, 7] : [0, 6];
  if (week < 1 || week > weeksInYear(weekYear, dow, doy) || weekday < low || weekday > high) {
    return undefined;
  }
  const localWeekday = (7 + weekday - dow) % 7;
  return firstWeekStart(weekYear, dow, doy) + 7 * (week - 1) + localWeekday;
}

/** Day number of the `dayOfYear`-th day (1-based) of `year`, or undefined past its end. */
export function daysFromDayOfYear(year: number, dayOfYear: number): number | undefined {
  if (dayOfYear < 1 || dayOfYear > (isLeap(year) ? 366 : 365)) {
    return undefined;
  }
  return daysFromCivil(year, 1, 1) + dayOfYear - 1;
}
