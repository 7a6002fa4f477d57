import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

/** The state of one key's window after a hit, or as it stands. */
export interface RateLimitWindow {
  /** Hits counted in the current window. */
  hits: number;
  /** When the current window ends (hits start again from zero then). */
  endsAt: Date;
}

/** How often, at most, one process sweeps the rows of ended windows. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Fixed-window counters in Postgres, so every api process sees the same counts. A hit is one
 * atomic upsert: it opens a window, adds to the open one, or restarts an ended one. Rows of ended
 * windows are deleted lazily, at most once a minute per process, by the next hit.
 */
export function createRateLimitsRepository(db: Kysely<Database>) {
  let lastSweep = 0;

  const sweep = async (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) {
      return;
    }
    lastSweep = at.getTime();
    await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', at).execute();
  };

  return {
    /** Counts one hit of `key` in its window of `windowMs`, and answers the window after it. */
    async hit(key: string, windowMs: number, at: Date): Promise<RateLimitWindow> {
      await sweep(at);
      const endsAt = new Date(at.getTime() + windowMs);
      const row = await db
        .insertInto('rateLimits')
        .values({ key, hits: 1, windowEndsAt: endsAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.window_ends_at <= ${at} then 1 else rate_limits.hits + 1 end`,
            windowEndsAt: sql<Date>`case when rate_limits.window_ends_at <= ${at} then excluded.window_ends_at else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'windowEndsAt'])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, endsAt: new Date(row.windowEndsAt) };
    },

    /** The open window of `key`, without counting a hit; undefined when none is open. */
    async current(key: string, at: Date): Promise<RateLimitWindow | undefined> {
      const row = await db
        .selectFrom('rateLimits')
        .select(['hits', 'windowEndsAt'])
        .where('key', '=', key)
        .where('windowEndsAt', '>', at)
        .executeTakeFirst();
      return row === undefined ? undefined : { hits: row.hits, endsAt: new Date(row.windowEndsAt) };
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
