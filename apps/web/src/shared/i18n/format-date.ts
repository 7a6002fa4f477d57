import type { Locale } from './locale.js';

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
