/**
 * Counts failed credential checks per client address over a fixed one-minute window. HTTP Basic
 * is accepted on every route, so without this a script could guess passwords at full speed on
 * any of them while the login form's limit stood by. Successes are never counted: scripts that
 * send good credentials on every request are not slowed down.
 */
export interface FailureLimiter {
  /** Seconds until `address` may try again, or 0 when it may try now. */
  retryAfterSeconds(address: string): number;
  recordFailure(address: string): void;
}

const WINDOW_MS = 60_000;
/** Above this many tracked addresses, ended windows are dropped (bounded memory under a flood). */
const SWEEP_THRESHOLD = 10_000;

export function createFailureLimiter(maxPerMinute: number, now: () => Date): FailureLimiter {
  const windows = new Map<string, { failures: number; endsAt: number }>();

  const current = (address: string, at: number) => {
    const window = windows.get(address);
    if (window === undefined || window.endsAt <= at) {
      return undefined;
    }
    return window;
  };

  return {
    retryAfterSeconds(address) {
      const at = now().getTime();
      const window = current(address, at);
      return window !== undefined && window.failures >= maxPerMinute
        ? Math.ceil((window.endsAt - at) / 1000)
        : 0;
    },
    recordFailure(address) {
      const at = now().getTime();
      const window = current(address, at);
      if (window === undefined) {
        if (windows.size >= SWEEP_THRESHOLD) {
          for (const [key, value] of windows) {
            if (value.endsAt <= at) {
              windows.delete(key);
            }
          }
        }
        windows.set(address, { failures: 1, endsAt: at + WINDOW_MS });
      } else {
        window.failures += 1;
      }
    },
  };
}
