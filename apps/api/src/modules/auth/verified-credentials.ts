import { createHmac, randomBytes } from 'node:crypto';

/** How long an HTTP Basic password checked against a hash is taken as checked. */
export const VERIFIED_CREDENTIALS_TTL_MS = 5 * 60_000;
/** Remembered checks at most; the oldest goes first. */
export const VERIFIED_CREDENTIALS_MAX = 1_000;

/** The account a password was checked against: its id and its current password hash. */
export interface CheckedAccount {
  id: string;
  passwordHash: string;
}

/**
 * HTTP Basic passwords that matched their account's hash lately (ADR 0106). A script sends its
 * password with every request, and each check costs an argon2 verification on the thread pool
 * that file reads and writes share: a few pollers took all of it. A check is remembered as a
 * keyed digest of the account, its hash and the password, never the password, so a new hash (a
 * password changed or reset) matches nothing remembered, and an account that is gone is not found
 * before any of this is asked. Failed checks are never remembered: guesses still cost a
 * verification each, and the guessing budget still counts them.
 */
export interface VerifiedCredentials {
  has(account: CheckedAccount, password: string): boolean;
  add(account: CheckedAccount, password: string): void;
}

export function createVerifiedCredentials(
  now: () => Date,
  { ttlMs = VERIFIED_CREDENTIALS_TTL_MS, max = VERIFIED_CREDENTIALS_MAX } = {},
): VerifiedCredentials {
  // Lives and dies with the process: a digest is worth nothing without it.
  const key = randomBytes(32);
  const expiries = new Map<string, number>();
  const digestOf = (account: CheckedAccount, password: string): string =>
    createHmac('sha256', key)
      .update(JSON.stringify([account.id, account.passwordHash, password]))
      .digest('base64');
  return {
    has(account, password) {
      const digest = digestOf(account, password);
      const expiry = expiries.get(digest);
      if (expiry === undefined) {
        return false;
      }
      if (expiry <= now().getTime()) {
        expiries.delete(digest);
        return false;
      }
      return true;
    },
    add(account, password) {
      const digest = digestOf(account, password);
      expiries.delete(digest);
      if (expiries.size >= max) {
        const oldest = expiries.keys().next();
        if (oldest.done !== true) {
          expiries.delete(oldest.value);
        }
      }
      expiries.set(digest, now().getTime() + ttlMs);
    },
  };
}
