import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, type RateLimitsRepository } from '@sillage/db';
import { gone } from '../../errors/http-error.js';
import { renderPasswordResetMail, type Mailer } from '@sillage/mail';
import type { Repositories } from '../../plugins/database.plugin.js';

/** How long a mailed reset link works. */
export const RESET_TOKEN_TTL_MS = 3_600_000;

/** Only this digest is stored: a database leak does not leak working reset links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The window of the per-account reset-mail budget. */
export const RESET_MAIL_WINDOW_MS = 3_600_000;

export interface PasswordResetRequest {
  email: string;
  baseUrl: string;
  appName: string;
  now: Date;
  /**
   * Reset mails one account may get per hour, whoever asks (SILLAGE_AUTH_RATE_LIMIT): the route's
   * limit counts per client address, and a stranger with many addresses could otherwise flood
   * the mailbox and keep replacing the owner's link.
   */
  mailsPerAccountPerHour: number;
}

/**
 * Mails a single-use reset link to the account, if it exists and its hourly budget of reset mails
 * is not spent (otherwise its last link stays the working one). The route runs it after it has
 * answered, so neither the answer nor its timing says whether the account exists; the mailer
 * must be configured (the route answers 503 before otherwise).
 */
export async function requestPasswordReset(
  repositories: Repositories,
  rateLimits: RateLimitsRepository,
  mailer: Mailer,
  log: FastifyBaseLogger,
  request: PasswordResetRequest,
): Promise<void> {
  const user = await repositories.users.findByEmail(request.email);
  if (user === undefined) {
    return;
  }
  const budget = await rateLimits.hit(
    `password-reset-mails:${user.id}`,
    RESET_MAIL_WINDOW_MS,
    request.now,
  );
  if (budget.hits > request.mailsPerAccountPerHour) {
    log.warn({ userId: user.id }, 'reset mail budget of the account spent: no mail sent');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await repositories.users.setResetToken(
    user.id,
    hashResetToken(token),
    new Date(request.now.getTime() + RESET_TOKEN_TTL_MS),
  );
  // The account's language, not the asker's: a stranger may type anyone's address.
  const mail = renderPasswordResetMail(user.locale, {
    appName: request.appName,
    link: `${request.baseUrl}/password/${token}`,
    validForMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  try {
    await mailer.send({ to: user.email, ...mail });
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'could not send the password reset mail');
  }
}

/** What a reset link that no longer works answers (410), by why it does not. */
const UNUSABLE_LINK_MESSAGES = {
  used: 'resetLinkUsed',
  expired: 'expirationDate',
  unknown: 'resetLinkUnknown',
} as const;

/**
 * Whether a mailed token still works, before the user types a new password: 410 with the same
 * reasons as {@link resetPassword}, which it never consumes.
 */
export async function checkResetToken(
  repositories: Repositories,
  token: string,
  now: Date,
): Promise<void> {
  const state = await repositories.users.resetTokenState(hashResetToken(token), now);
  if (state !== 'usable') {
    throw gone(UNUSABLE_LINK_MESSAGES[state]);
  }
}

/**
 * Sets a new password with a mailed token; the token then stops working, and every session of
 * the account ends. 410 for a token that does not work, saying whether it was used
 * (`resetLinkUsed`), has expired (`expirationDate`, the reference's key) or is unknown
 * (`resetLinkUnknown`: made up, or replaced by a newer link).
 */
export async function resetPassword(
  repositories: Repositories,
  token: string,
  password: string,
  now: Date,
): Promise<void> {
  const tokenHash = hashResetToken(token);
  const user = await repositories.users.consumeResetToken(tokenHash, now);
  if (user === undefined) {
    const state = await repositories.users.resetTokenState(tokenHash, now);
    // (`usable` only if it was issued again in between: as unknown as any replaced link.)
    throw gone(UNUSABLE_LINK_MESSAGES[state === 'usable' ? 'unknown' : state]);
  }
  await repositories.users.update(user.id, { passwordHash: await hashPassword(password) });
  await repositories.sessions.destroyForUser(user.id);
}
