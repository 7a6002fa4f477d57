import { LOCALE_CHOSEN_COOKIE_NAME, LOCALE_COOKIE_NAME } from '@sillage/shared-types';

/** Locales the interface is translated into; French is the default (spec §9). */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** A missing key is looked up in these catalogs, in order (spec §9: fallback en then fr). */
export const FALLBACK_LOCALES: readonly Locale[] = ['en', 'fr'];
// One name for the web app, which writes the cookie, and the server, which reads it at sign-in.
export { LOCALE_CHOSEN_COOKIE_NAME, LOCALE_COOKIE_NAME };
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Display names of the locales, in their own language (not translated on purpose). */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export type MessageCatalog = Record<string, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The value of cookie `wanted` in a `document.cookie` string, if it is there. */
function readCookie(cookieHeader: string, wanted: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) {
      return decodeURIComponent(rest.join('='));
    }
  }
  return undefined;
}

/** Reads the locale cookie from a `document.cookie` string; null when absent or unsupported. */
export function readLocaleCookie(cookieHeader: string): Locale | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE_NAME);
  return isLocale(value) ? value : null;
}

/** The `document.cookie` assignment that remembers the locale for 365 days on the whole site. */
export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The cookie saying the language was picked in this browser, kept as long as the language. */
export function serializeLocaleChosenCookie(): string {
  return `${LOCALE_CHOSEN_COOKIE_NAME}=true; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** Whether a `document.cookie` string says the language was picked in this browser. */
export function readLocaleChosen(cookieHeader: string): boolean {
  return readCookie(cookieHeader, LOCALE_CHOSEN_COOKIE_NAME) === 'true';
}

/** The cookie's locale when it holds a supported one, otherwise the default (French). */
export function resolveLocale(cookieHeader: string): Locale {
  return readLocaleCookie(cookieHeader) ?? DEFAULT_LOCALE;
}

/**
 * Messages for a locale with the fallback chain applied: its own catalog first, then English,
 * then French, so a key missing in one language shows in the next instead of as a raw id.
 */
export function mergeCatalogs(
  locale: Locale,
  catalogs: Partial<Record<Locale, MessageCatalog>>,
): MessageCatalog {
  const chain = [locale, ...FALLBACK_LOCALES.filter((fallback) => fallback !== locale)];
  const merged: MessageCatalog = {};
  for (const current of [...chain].reverse()) {
    Object.assign(merged, catalogs[current] ?? {});
  }
  return merged;
}
