import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from '@sillage/db';

/**
 * A `@fastify/rate-limit` store over the database's fixed-window counters, so every api process
 * counts the same attempts (the plugin's own store is per process). Each limited route gets its
 * own counters, keyed by method and URL like the plugin's other stores.
 */
export function createSharedRateLimitStore(
  counters: RateLimitsRepository,
  now: () => Date,
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its global options, which the counters do not need.
    constructor(
      _options?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      counters.hit(`${this.prefix}${key}`, timeWindow, at).then(
        (window) => {
          callback(null, {
            current: window.hits,
            ttl: Math.max(0, window.endsAt.getTime() - at.getTime()),
          });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands its merged route settings, with the route itself under `routeInfo`.
      const route = (
        routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }
      ).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      return new SharedRateLimitStore(undefined, `${this.prefix}${method} ${route?.url ?? ''}:`);
    }
  }
  return SharedRateLimitStore;
}
