import type { FastifyRequest } from 'fastify';
import {
  LOCALE_CHOSEN_COOKIE_NAME,
  LOCALE_COOKIE_NAME,
  MailLocaleSchema,
  type MailLocale,
} from '@sillage/shared-types';

/**
 * The interface language a sign-in or sign-up comes from: the one the body tells, else the web
 * app's language cookie; undefined for clients that say nothing (scripts), whose account then
 * keeps the language it has.
 */
export function uiLocaleOf(
  request: FastifyRequest,
  told: MailLocale | undefined,
): MailLocale | undefined {
  if (told !== undefined) {
    return told;
  }
  const fromCookie = MailLocaleSchema.safeParse(request.cookies[LOCALE_COOKIE_NAME]);
  return fromCookie.success ? fromCookie.data : undefined;
}

/**
 * The language a sign-in tells for the account: the body's, else the web app's cookie when its
 * user picked that language in this browser (not a first visit's default); else none, and the
 * account keeps its own.
 */
export function chosenLocaleOf(
  request: FastifyRequest,
  told: MailLocale | undefined,
): MailLocale | undefined {
  return (
    told ??
    (request.cookies[LOCALE_CHOSEN_COOKIE_NAME] === 'true'
      ? uiLocaleOf(request, undefined)
      : undefined)
  );
}
