import type { Locale } from './locale.js';

/** A day as typed in French: day, month, year ("30/11/2012"; dots or dashes do too). */
const FRENCH_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** A day as typed in English: year, month, day ("2012-11-30"; slashes or dots do too). */
const ENGLISH_DAY = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/**
 * A day typed in the interface's language as ISO `YYYY-MM-DD`; null when it is not a date of the
 * calendar (31/02/2012) or not written that language's way.
 */
export function parseTypedDay(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  const match = locale === 'fr' ? FRENCH_DAY.exec(trimmed) : ENGLISH_DAY.exec(trimmed);
  if (match === null) return null;
  const [year, month, day] =
    locale === 'fr'
      ? [Number(match[3]), Number(match[2]), Number(match[1])]
      : [Number(match[1]), Number(match[2]), Number(match[3])];
  // The calendar check: Date rolls 31/02 over to 02/03, which a real day does not.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An ISO day (`2012-11-30`) as the interface's language types it: `30/11/2012` or unchanged. */
export function formatTypedDay(isoDay: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (match === null || locale !== 'fr') return isoDay;
  return `${match[3] ?? ''}/${match[2] ?? ''}/${match[1] ?? ''}`;
}
