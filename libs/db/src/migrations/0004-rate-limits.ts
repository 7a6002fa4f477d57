import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every api process: one row per limited key (route and client
 * address) with its hits in the current fixed window and when that window ends. Ended rows are
 * deleted lazily by the processes that count.
 */
export const rateLimitsSchema = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`
      create table rate_limits (
        key text primary key,
        hits integer not null,
        window_ends_at timestamptz not null
      )`.execute(db);
    await sql`create index rate_limits_window_ends_at_idx on rate_limits (window_ends_at)`.execute(
      db,
    );
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`drop table if exists rate_limits`.execute(db);
  },
};
