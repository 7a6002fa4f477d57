import { COUNTRY_CODES } from '@sillage/shared-types';

/** ISO 3166-1 alpha-2 codes; names come from the browser (Intl.DisplayNames) in the UI language. */
export { COUNTRY_CODES };

/** `value` when it is a code the country select offers, else '' (no country). */
export function toCountryCode(value: string | null | undefined): string {
  return value !== null && value !== undefined && COUNTRY_CODES.includes(value) ? value : '';
}

/** The country's name in `locale`, or the code itself when the browser does not know it. */
export function describeCountry(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
