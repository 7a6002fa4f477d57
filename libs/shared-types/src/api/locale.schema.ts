import { z } from 'zod';

/**
 * Languages of the interface and of the mails. An account stores the one its user last used in
 * the interface, and every mail to that account is written in it.
 */
export const MAIL_LOCALES = ['fr', 'en'] as const;
export const MailLocaleSchema = z.enum(MAIL_LOCALES);
export type MailLocale = z.infer<typeof MailLocaleSchema>;
/** An account's language before its user ever told one: the interface's default. */
export const DEFAULT_MAIL_LOCALE: MailLocale = 'fr';
/** The cookie in which the web app keeps the interface language (read at sign-in as a fallback). */
export const LOCALE_COOKIE_NAME = 'sillage_i18n';
/**
 * Set beside it once the language is picked in that browser. The language cookie alone cannot
 * tell: a first visit writes the default (French) into it, which must not become an English
 * account's language at sign-in.
 */
export const LOCALE_CHOSEN_COOKIE_NAME = 'sillage_i18n_chosen';
