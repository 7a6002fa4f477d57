import { createHash } from 'node:crypto';
import type { RateLimitsRepository } from '@sillage/db';
import { createFailureLimiter } from './failure-limiter.js';

/**
 * The budget of wrong passwords that sign-ins draw on, by HTTP Basic on any route and by the
 * sign-in form alike, each over a one-minute window: `maxPerMinute` per account at one client
 * address, {@link ACCOUNT_BUDGET_FACTOR} times that per account from any address, and
 * {@link ADDRESS_BUDGET_FACTOR} times that per address whatever the account. A few mistakes pass;
 * a guesser is stopped whether it keeps one address or spreads its guesses over many against one
 * account; and one person's typos stop only their own sign-in at their address, not their
 * colleagues' behind the same library proxy or NAT. Past any of them, the 429 is sent whatever
 * the password (otherwise the answer would tell a good guess from a bad one).
 */
export interface GuessingBudget {
  /** Throws the 429 (with `Retry-After`) while `address`, or the account `email` names, is out. */
  refuseWhenExhausted(address: string, email: string | undefined): Promise<void>;
  recordFailure(address: string, email: string | undefined): Promise<void>;
}

/**
 * Times the per-address budget one account gets. Above 1, so that a guesser at one address, which
 * is stopped after its own budget, can never lock the account's owner out from elsewhere: that
 * takes several addresses, which is what the account's budget is there to stop.
 */
export const ACCOUNT_BUDGET_FACTOR = 3;

/**
 * Times the per-account budget one address gets across accounts: a library's staff often share
 * one address, so it must hold more than one person's budget; it still stops an address that
 * sprays guesses over many accounts.
 */
export const ADDRESS_BUDGET_FACTOR = 3;

/**
 * An account's counter key: its e-mail as sign-in matches it, hashed so the counters table holds
 * no addresses and a long header makes no long key.
 */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export function createGuessingBudget(
  counters: RateLimitsRepository,
  maxPerMinute: number,
  now: () => Date,
): GuessingBudget {
  const byPair = createFailureLimiter(counters, maxPerMinute, now, 'sign-in-failures-pair');
  const byAccount = createFailureLimiter(
    counters,
    maxPerMinute * ACCOUNT_BUDGET_FACTOR,
    now,
    'sign-in-failures-account',
  );
  const byAddress = createFailureLimiter(counters, maxPerMinute * ADDRESS_BUDGET_FACTOR, now);
  return {
    async refuseWhenExhausted(address, email) {
      await byAddress.refuseWhenExhausted(address);
      if (email !== undefined) {
        const account = accountKey(email);
        await byPair.refuseWhenExhausted(`${address}|${account}`);
        await byAccount.refuseWhenExhausted(account);
      }
    },
    async recordFailure(address, email) {
      await byAddress.recordFailure(address);
      if (email !== undefined) {
        const account = accountKey(email);
        await byPair.recordFailure(`${address}|${account}`);
        await byAccount.recordFailure(account);
      }
    },
  };
}
