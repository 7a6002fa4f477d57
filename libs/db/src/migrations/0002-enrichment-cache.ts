import { sql, type Kysely } from 'kysely';

/**
 * Answers of the network enrichers (Crossref, OpenAlex…), shared by every job and worker so an
 * identifier is asked once per TTL. `record` is null when the service has no record for the key:
 * remembering misses too is what keeps a second run off the network.
 */
export const enrichmentCacheSchema = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`
      create table enrichment_cache (
        service text not null,
        key text not null,
        record jsonb,
        expires_at timestamptz not null,
        primary key (service, key)
      )`.execute(db);
    // The sweep deletes by expiry across services.
    await sql`create index enrichment_cache_expires_at_idx on enrichment_cache (expires_at)`.execute(
      db,
    );
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`drop table if exists enrichment_cache`.execute(db);
  },
};
