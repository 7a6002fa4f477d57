import { sql, type Kysely } from 'kysely';

/**
 * The language an account's user last used in the interface, so that the mails sent to them
 * (job notifications, reset links) are written in it. Existing accounts get French, the
 * interface's default.
 */
export const userLocale = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`alter table users add column locale text not null default 'fr' check (locale in ('fr', 'en'))`.execute(
      db,
    );
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`alter table users drop column if exists locale`.execute(db);
  },
};
