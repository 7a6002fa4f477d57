import { ServiceError, throwIfCancelled } from './service-client.js';

/** Timing and resilience settings of one service. */
export interface ServiceGateOptions {
  /** Minimum spacing between request starts (ms); raised by the service's rate-limit headers. */
  throttleMs: number;
  /** Attempts per request before it counts as failed. */
  maxTries: number;
  /** First retry wait (ms), doubled on each further retry; a longer Retry-After wins. */
  baseWaitMs: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Told of a failed attempt about to be retried after `waitMs`. */
export type RetryListener = (error: ServiceError, attempt: number, waitMs: number) => void;

/**
 * Longest wait between two tries of a request. A service whose `Retry-After` asks for more is
 * not tried again: it answered 429 with `Retry-After: 3600` and held a job (and a worker slot
 * other users' jobs queued for) for hours. Its packet fails at once, counted and traced like any
 * other, and the circuit breaker decides what the next packets do.
 */
export const MAX_RETRY_WAIT_MS = 60_000;

/**
 * Widest spacing between two requests that rate-limit headers may impose. Real services ask
 * for milliseconds (Crossref: 50 a second); one asking for an hour a request would stall the
 * job instead of letting its packets fail and be counted.
 */
export const MAX_SPACING_MS = 5_000;

/** A sleep that an abort ends early, its timer cleared: a cancelled job's process may exit. */
export function cancellableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const end = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    signal?.addEventListener('abort', end, { once: true });
  });
}

/**
 * Sleeps `ms`, or less when the job's signal fires meanwhile (a Retry-After may ask for a
 * minute); the caller then finds the job cancelled. `sleep` gets the signal too, so the default
 * one clears its timer: the CLI's first Ctrl-C exited only when the wait was over.
 */
export async function sleepUnlessCancelled(
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
  ms: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  if (signal === undefined) {
    await sleep(ms);
    return;
  }
  if (signal.aborted) {
    return;
  }
  let onAbort: () => void = () => undefined;
  const cancelled = new Promise<void>((resolve) => {
    onAbort = resolve;
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms, signal), cancelled]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Paces and retries the calls one job makes to a service: request starts are spaced by the
 * throttle (or a Retry-After pause) and retryable failures are retried with exponential backoff.
 * Whether to call at all is the circuit breaker's business (shared by every job).
 */
export class ServiceGate {
  private nextStartAt = 0;
  private spacingMs: number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ServiceGateOptions) {
    this.spacingMs = options.throttleMs;
    this.sleep = options.sleep ?? cancellableSleep;
    this.now = options.now ?? Date.now;
  }

  /**
   * Raises the spacing to what the service's rate-limit headers allow, never below the throttle
   * nor above MAX_SPACING_MS (unless the throttle itself asks for more).
   */
  adjustSpacing(spacingMs: number | undefined): void {
    if (spacingMs !== undefined && Number.isFinite(spacingMs)) {
      this.spacingMs = Math.max(this.options.throttleMs, Math.min(spacingMs, MAX_SPACING_MS));
    }
  }

  /**
   * Runs one request with pacing and retries; throws the last error once tries are used up.
   * `onRetry` hears of each failed attempt that will be retried (for the job's traces).
   */
  async request<T>(
    call: () => Promise<T>,
    onRetry?: RetryListener,
    signal?: AbortSignal,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await this.waitTurn(signal);
      throwIfCancelled(signal, 'request');
      try {
        return await call();
      } catch (error) {
        const retryable = error instanceof ServiceError && error.retryable;
        if (!retryable || attempt >= this.options.maxTries) {
          throw error;
        }
        const asked = error.retryAfterMs ?? 0;
        if (asked > MAX_RETRY_WAIT_MS) {
          throw error;
        }
        const backoff = this.options.baseWaitMs * 2 ** (attempt - 1);
        const waitMs = Math.min(Math.max(backoff, asked), MAX_RETRY_WAIT_MS);
        onRetry?.(error, attempt, waitMs);
        // One request in flight per gate, so sleeping here pauses the whole service.
        await sleepUnlessCancelled(this.sleep, waitMs, signal);
      }
    }
  }

  private async waitTurn(signal: AbortSignal | undefined): Promise<void> {
    const at = this.now();
    const wait = this.nextStartAt - at;
    this.nextStartAt = Math.max(at, this.nextStartAt) + this.spacingMs;
    if (wait > 0) {
      await sleepUnlessCancelled(this.sleep, wait, signal);
    }
  }
}
