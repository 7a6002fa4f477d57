import { ServiceError } from './service-client.js';

/** Timing and resilience settings of one service. */
export interface ServiceGateOptions {
  /** Minimum spacing between request starts (ms); raised by the service's rate-limit headers. */
  throttleMs: number;
  /** Attempts per request before it counts as failed. */
  maxTries: number;
  /** First retry wait (ms), doubled on each further retry; a longer Retry-After wins. */
  baseWaitMs: number;
  /** Consecutive failed packets that open the breaker. */
  breakerThreshold: number;
  /** How long an open breaker refuses calls before letting one probe through (ms). */
  breakerCooldownMs: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Paces, retries and guards the calls to one service: request starts are spaced by the throttle
 * (or a Retry-After pause), retryable failures are retried with exponential backoff, and after
 * `breakerThreshold` consecutive failed packets the breaker opens for `breakerCooldownMs`.
 */
export class ServiceGate {
  private nextStartAt = 0;
  private spacingMs: number;
  private consecutiveFailures = 0;
  private openUntil = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ServiceGateOptions) {
    this.spacingMs = options.throttleMs;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
  }

  /** True while the breaker refuses calls. */
  get isOpen(): boolean {
    return this.openUntil > this.now();
  }

  /** Milliseconds until an open breaker lets a probe through (0 when closed). */
  get openForMs(): number {
    return Math.max(0, this.openUntil - this.now());
  }

  /** Waits out the open breaker (for `On-Fail: retry`). */
  async waitUntilClosed(): Promise<void> {
    const wait = this.openForMs;
    if (wait > 0) {
      await this.sleep(wait);
    }
  }

  /** Raises the spacing to what the service's rate-limit headers allow, never below the throttle. */
  adjustSpacing(spacingMs: number | undefined): void {
    if (spacingMs !== undefined && Number.isFinite(spacingMs)) {
      this.spacingMs = Math.max(this.options.throttleMs, spacingMs);
    }
  }

  /** Runs one request with pacing and retries; throws the last error once tries are used up. */
  async request<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      await this.waitTurn();
      try {
        return await call();
      } catch (error) {
        const retryable = error instanceof ServiceError && error.retryable;
        if (!retryable || attempt >= this.options.maxTries) {
          throw error;
        }
        const backoff = this.options.baseWaitMs * 2 ** (attempt - 1);
        // One request in flight per gate, so sleeping here pauses the whole service.
        await this.sleep(Math.max(backoff, error.retryAfterMs ?? 0));
      }
    }
  }

  /** Records a packet outcome; returns true when this failure just opened the breaker. */
  recordPacket(succeeded: boolean): boolean {
    if (succeeded) {
      this.consecutiveFailures = 0;
      return false;
    }
    this.consecutiveFailures += 1;
    if (this.consecutiveFailures >= this.options.breakerThreshold) {
      // Half-open after the cooldown: one more failure reopens it at once.
      this.consecutiveFailures = this.options.breakerThreshold - 1;
      this.openUntil = this.now() + this.options.breakerCooldownMs;
      return true;
    }
    return false;
  }

  private async waitTurn(): Promise<void> {
    const at = this.now();
    const wait = this.nextStartAt - at;
    this.nextStartAt = Math.max(at, this.nextStartAt) + this.spacingMs;
    if (wait > 0) {
      await this.sleep(wait);
    }
  }
}
