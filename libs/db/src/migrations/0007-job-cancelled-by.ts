import { sql, type Kysely } from 'kysely';

/**
 * Who cancelled a job (its owner or an admin), so that pages can name them: the account, and its
 * e-mail as it was then, which still names them once the account is gone or renamed. Null for
 * jobs that were not cancelled by a signed-in user, and for older rows.
 */
export const jobCancelledBy = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`alter table jobs
      add column cancelled_by uuid references users (id) on delete set null,
      add column cancelled_by_email text`.execute(db);
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`alter table jobs drop column if exists cancelled_by, drop column if exists cancelled_by_email`.execute(
      db,
    );
  },
};
