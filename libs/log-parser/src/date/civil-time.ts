// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), so the hot path
// never allocates a Date. Algorithms from Howard Hinnant's "chrono-compatible low-level date
// algorithms" (public domain).

/** Day number of a calendar date; month is 1–12. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Calendar date of a day number, written into `out` as [year, month 1–12, day]. */
export function civilFromDays(days: number, out: [number, number, number]): void {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  out[0] = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  out[1] = month;
  out[2] = day;
}

/** Number of days in a month of a year (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Epoch milliseconds of a wall-clock time at a fixed UTC offset, or undefined if out of range. */
export function toEpochMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
  offsetMinutes: number,
): number | undefined {
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 24 ||
    minute > 59 ||
    second > 59 ||
    (hour === 24 && (minute !== 0 || second !== 0))
  ) {
    return undefined;
  }
  const days = daysFromCivil(year, month, day);
  return ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60_000 + second * 1000 + millisecond;
}

/** Three-letter English month abbreviation → 1–12 (case-insensitive), or 0. */
export function monthFromName(name: string): number {
  switch (name.slice(0, 3).toLowerCase()) {
    case 'jan':
      return 1;
    case 'feb':
      return 2;
    case 'mar':
      return 3;
    case 'apr':
      return 4;
    case 'may':
      return 5;
    case 'jun':
      return 6;
    case 'jul':
      return 7;
    case 'aug':
      return 8;
    case 'sep':
      return 9;
    case 'oct':
      return 10;
    case 'nov':
      return 11;
    case 'dec':
      return 12;
    default:
      return 0;
  }
}
