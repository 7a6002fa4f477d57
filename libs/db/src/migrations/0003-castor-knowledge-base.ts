import { sql, type Kysely } from 'kysely';

/**
 * The knowledge base ("castor"): one row per synchronised KBART file (its checksum decides whether
 * a re-sync can skip it) and one row per KBART line, with the four join keys as columns and the
 * whole line as jsonb. Rows go with their file (`on delete cascade`).
 */
export const castorKnowledgeBase = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`
      create table kb_files (
        location text primary key,
        platform text not null,
        name text not null,
        size bigint not null,
        checksum text not null,
        row_count integer not null default 0,
        state text not null check (state in ('loading', 'synced')),
        synced_at timestamptz not null default now()
      )`.execute(db);
    await sql`
      create table kb_rows (
        file_location text not null references kb_files (location) on delete cascade,
        platform text not null,
        sort_key text not null,
        row_number integer not null,
        title_id text,
        print_identifier text,
        online_identifier text,
        doi text,
        data jsonb not null
      )`.execute(db);
    await sql`create index kb_rows_file_idx on kb_rows (file_location)`.execute(db);
    for (const column of ['title_id', 'print_identifier', 'online_identifier', 'doi']) {
      await sql`create index ${sql.id(`kb_rows_${column}_idx`)} on kb_rows (platform, ${sql.id(column)}) where ${sql.id(column)} is not null`.execute(
        db,
      );
    }
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`drop table if exists kb_rows`.execute(db);
    await sql`drop table if exists kb_files`.execute(db);
  },
};
