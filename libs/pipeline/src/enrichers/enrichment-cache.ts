/** What an enricher learnt about one identifier: the fields to fill, or null when the service has no record. */
export type EnrichmentRecord = Readonly<Record<string, string>> | null;

/**
 * Cache of enrichment answers keyed by service and identifier, shared across jobs. The CLI uses
 * the in-memory one; a Postgres table with an expiry column can implement the same interface.
 */
export interface EnrichmentCache {
  /** The unexpired answers among `keys` (absent keys are misses). */
  getMany(service: string, keys: readonly string[]): Promise<Map<string, EnrichmentRecord>>;
  /** Stores answers for `ttlMs` milliseconds. */
  setMany(
    service: string,
    entries: ReadonlyMap<string, EnrichmentRecord>,
    ttlMs: number,
  ): Promise<void>;
}

/** Options of the in-memory cache. */
export interface MemoryCacheOptions {
  /** Oldest entries are evicted beyond this count (100 000 by default). */
  maxEntries?: number;
  now?: () => number;
}

/** An in-process cache with per-entry expiry and a size bound (oldest insertions evicted first). */
export function createMemoryEnrichmentCache(options: MemoryCacheOptions = {}): EnrichmentCache {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { record: EnrichmentRecord; expiresAt: number }>();
  return {
    getMany(service, keys) {
      const found = new Map<string, EnrichmentRecord>();
      const at = now();
      for (const key of keys) {
        const id = `${service}\u0000${key}`;
        const entry = entries.get(id);
        if (entry && entry.expiresAt > at) {
          found.set(key, entry.record);
        } else if (entry) {
          entries.delete(id);
        }
      }
      return Promise.resolve(found);
    },
    setMany(service, newEntries, ttlMs) {
      const expiresAt = now() + ttlMs;
      for (const [key, record] of newEntries) {
        const id = `${service}\u0000${key}`;
        entries.delete(id);
        entries.set(id, { record, expiresAt });
      }
      for (const id of entries.keys()) {
        if (entries.size <= maxEntries) {
          break;
        }
        entries.delete(id);
      }
      return Promise.resolve();
    },
  };
}
