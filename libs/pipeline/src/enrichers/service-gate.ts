import { ServiceError, throwIfCancelled } from './service-client.js';

/** Timing and resilience settings of one service. */
export interface ServiceGateOptions {
  /** Minimum spacing between request starts (ms); raised by the service's rate-limit headers. */
  throttleMs: number;
  /** Attempts per request before it counts as failed. */
  maxTries: number;
  /** First retry wait (ms), doubled on each further retry; a longer Retry-After wins. */
  baseWaitMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Told of a failed attempt about to be retried after `waitMs`. */
export type RetryListener = (error: ServiceError, attempt: number, waitMs: number) => void;

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Sleeps `ms`, or less when the job's signal fires meanwhile (a Retry-After may ask for
 * minutes); the caller then finds the job cancelled.
 */
export async function sleepUnlessCancelled(
  sleep: (ms: number) => Promise<void>,
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
    await Promise.race([sleep(ms), cancelled]);
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
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ServiceGateOptions) {
    this.spacingMs = options.throttleMs;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
  }

  /** Raises the spacing to what the service's rate-limit headers allow, never below the throttle. */
  adjustSpacing(spacingMs: number | undefined): void {
    if (spacingMs !== undefined && Number.isFinite(spacingMs)) {
      this.spacingMs = Math.max(this.options.throttleMs, spacingMs);
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
        const backoff = this.options.baseWaitMs * 2 ** (attempt - 1);
        const waitMs = Math.max(backoff, error.retryAfterMs ?? 0);
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
