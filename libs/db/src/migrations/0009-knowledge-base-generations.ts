import { sql, type Kysely } from 'kysely';

/**
 * A KBART file's rows are loaded as a new generation beside the one readers see, in statements of
 * their own, and shown by one small update of the file's row: loading a file in one transaction
 * held the embedded database's only connection (and, with PGlite, the api's thread) for the whole
 * file, seconds during which no request that reads the database was answered. Rows of any other
 * generation than their file's are invisible, and deleted in slices.
 */
export const knowledgeBaseGenerations = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`alter table kb_files add column generation integer not null default 0`.execute(db);
    await sql`alter table kb_rows add column generation integer not null default 0`.execute(db);
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`delete from kb_rows r using kb_files f
      where f.location = r.file_location and f.generation <> r.generation`.execute(db);
    await sql`alter table kb_rows drop column generation`.execute(db);
    await sql`alter table kb_files drop column generation`.execute(db);
  },
};
