/** Where a breaker stands: closed lets calls through, open refuses them, half-open lets one probe. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Options of a circuit breaker. */
export interface CircuitBreakerOptions {
  /** Consecutive failures that open the breaker. */
  threshold: number;
  /** How long it stays open before letting one probe through (ms). */
  cooldownMs: number;
  now?: () => number;
}

/**
 * Guards one web service for every job of a process: after `threshold` consecutive failed
 * packets it opens, so lookups are skipped (or wait) instead of hammering a service that is down;
 * after `cooldownMs` one probe goes through (half-open) while others still wait; the probe's
 * success closes it, its failure reopens it for another cooldown.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;
  private unreachableNow = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.failures < this.options.threshold) {
      return 'closed';
    }
    return this.openUntil > this.now() ? 'open' : 'half-open';
  }

  /** Milliseconds until an open breaker lets a probe through (0 otherwise). */
  get openForMs(): number {
    return this.state === 'open' ? this.openUntil - this.now() : 0;
  }

  /** Whether a call may go now; in half-open only the first caller (the probe) may. */
  tryAcquire(): boolean {
    switch (this.state) {
      case 'closed':
        return true;
      case 'open':
        return false;
      case 'half-open':
        if (this.probing) {
          return false;
        }
        this.probing = true;
        return true;
    }
  }

  /** True while the breaker is not closed because the service could not be reached at all. */
  get unreachable(): boolean {
    return this.unreachableNow && this.state !== 'closed';
  }

  /** A call succeeded: closes the breaker. Returns true when it was not closed before. */
  recordSuccess(): boolean {
    const reopened = this.failures >= this.options.threshold;
    this.failures = 0;
    this.probing = false;
    this.unreachableNow = false;
    return reopened;
  }

  /**
   * A call found no service to talk to (connection refused, no route, unknown host): nothing
   * suggests the next call will fare better, so the breaker opens at once, whatever the
   * threshold, and the half-open probe after the cooldown tells when it is back. Returns true
   * when this (re)opened it.
   */
  recordUnreachable(): boolean {
    const wasOpen = this.state === 'open';
    this.probing = false;
    this.unreachableNow = true;
    this.failures = this.options.threshold;
    this.openUntil = this.now() + this.options.cooldownMs;
    return !wasOpen;
  }

  /** A call failed; returns true when this failure (re)opened the breaker. */
  recordFailure(): boolean {
    this.probing = false;
    this.unreachableNow = false;
    this.failures += 1;
    if (this.failures >= this.options.threshold) {
      this.failures = this.options.threshold;
      this.openUntil = this.now() + this.options.cooldownMs;
      return true;
    }
    return false;
  }
}

/** The breakers of one process, one per service and root URL, shared by all its jobs. */
export type CircuitBreakers = Map<string, CircuitBreaker>;
