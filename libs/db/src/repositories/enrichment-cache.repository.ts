import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

/**
 * What a network enricher learnt about one identifier, or null when the service has no record.
 * Same shape as the pipeline's `EnrichmentRecord`: this repository satisfies the pipeline's
 * `EnrichmentCache` structurally, so `libs/db` never imports `libs/pipeline`.
 */
export type CachedEnrichment = Readonly<Record<string, string>> | null;

/** Options of the enrichment cache repository. */
export interface EnrichmentCacheRepositoryOptions {
  /** Clock for expiry (tests). */
  now?: () => Date;
}

// Keeps every statement far below Postgres's 65 535 bind parameters (4 per inserted row).
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    result.push(items.slice(start, start + CHUNK));
  }
  return result;
}

/** A stored record; only its string fields are kept (the table is ours, but jsonb is untyped). */
function parseRecord(text: string): Record<string, string> {
  const value: unknown = JSON.parse(text);
  const record: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === 'string') {
        record[name] = field;
      }
    }
  }
  return record;
}

/** The shared, TTL-bound cache of network-enrichment answers (table `enrichment_cache`). */
export function createEnrichmentCacheRepository(
  db: Kysely<Database>,
  options: EnrichmentCacheRepositoryOptions = {},
) {
  const now = options.now ?? (() => new Date());
  return {
    /** The unexpired answers among `keys`; absent keys are misses. */
    async getMany(
      service: string,
      keys: readonly string[],
    ): Promise<Map<string, CachedEnrichment>> {
      const found = new Map<string, CachedEnrichment>();
      const at = now();
      for (const part of chunks([...new Set(keys)])) {
        const rows = await db
          .selectFrom('enrichmentCache')
          // As text: the CamelCasePlugin would otherwise rename the record's snake_case fields.
          .select(['key', sql<string | null>`record::text`.as('record')])
          .where('service', '=', service)
          .where('key', 'in', part)
          .where('expiresAt', '>', at)
          .execute();
        for (const row of rows) {
          found.set(row.key, row.record === null ? null : parseRecord(row.record));
        }
      }
      return found;
    },

    /** Stores (or refreshes) answers for `ttlMs` milliseconds. */
    async setMany(
      service: string,
      entries: ReadonlyMap<string, CachedEnrichment>,
      ttlMs: number,
    ): Promise<void> {
      const expiresAt = new Date(now().getTime() + ttlMs);
      const rows = [...entries].map(([key, record]) => ({
        service,
        key,
        record: record === null ? null : JSON.stringify(record),
        expiresAt,
      }));
      for (const part of chunks(rows)) {
        await db
          .insertInto('enrichmentCache')
          .values(part)
          .onConflict((conflict) =>
            conflict.columns(['service', 'key']).doUpdateSet((eb) => ({
              record: eb.ref('excluded.record'),
              expiresAt: eb.ref('excluded.expiresAt'),
            })),
          )
          .execute();
      }
    },

    /** Deletes expired answers (the periodic sweep); resolves with how many went. */
    async deleteExpired(at: Date = now()): Promise<number> {
      const result = await db
        .deleteFrom('enrichmentCache')
        .where('expiresAt', '<=', at)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type EnrichmentCacheRepository = ReturnType<typeof createEnrichmentCacheRepository>;
