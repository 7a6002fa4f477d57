import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.js';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function shortMonth(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'short' }).format(date);
}

/** Spec §2: `DD MMM YYYY - HH:mm` in French, `YYYY MMM DD - HH:mm` in English (local time). */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return String(value);
  }
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${formatDate(date, locale)} - ${time}`;
}

/** `DD MMM YYYY` in French, `YYYY MMM DD` in English. */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return String(value);
  }
  const day = pad(date.getDate());
  const month = shortMonth(date, locale);
  const year = String(date.getFullYear());
  return locale === 'fr' ? `${day} ${month} ${year}` : `${year} ${month} ${day}`;
}

/**
 * A calendar day as data gives it ("2025-03-01": a commit day, a knowledge-base file's day) in
 * the app's date format. It is a day, not an instant: read as local midnight, so no time zone
 * moves it to the day before. Anything else stays as written.
 */
export function formatDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match?.[1] === undefined || match[2] === undefined || match[3] === undefined) {
    return day;
  }
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatDate(date, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
