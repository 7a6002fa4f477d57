import type { RateLimitsRepository } from '@sillage/db';
import { HttpError } from '../../errors/http-error.js';

/**
 * Counts failed credential checks per client address over a fixed one-minute window. HTTP Basic
 * is accepted on every route, so without this a script could guess passwords at full speed on
 * any of them while the login form's limit stood by. Successes are never counted: scripts that
 * send good credentials on every request are not slowed down. The counts live in the database,
 * so every api process sees the same ones.
 */
export interface FailureLimiter {
  /**
   * Throws the 429, with `Retry-After` in seconds, while `address` (or whatever the scope counts
   * by) has used up its minute.
   */
  refuseWhenExhausted(address: string): Promise<void>;
  recordFailure(address: string): Promise<void>;
}

const WINDOW_MS = 60_000;

export function createFailureLimiter(
  counters: RateLimitsRepository,
  maxPerMinute: number,
  now: () => Date,
  /** What is counted: by default wrong passwords per address, by HTTP Basic or the sign-in form. */
  scope = 'basic-auth-failures',
): FailureLimiter {
  const keyOf = (address: string) => `${scope}:${address}`;
  const retryAfterSeconds = async (address: string) => {
    const at = now();
    const window = await counters.current(keyOf(address), at);
    return window !== undefined && window.hits >= maxPerMinute
      ? Math.ceil((window.endsAt.getTime() - at.getTime()) / 1000)
      : 0;
  };
  return {
    async refuseWhenExhausted(address) {
      const retryAfter = await retryAfterSeconds(address);
      if (retryAfter > 0) {
        throw new HttpError(429, 'RATE_LIMITED', 'tooManyAttempts', {
          'Retry-After': String(retryAfter),
        });
      }
    },
    async recordFailure(address) {
      await counters.hit(keyOf(address), WINDOW_MS, now());
    },
  };
}
