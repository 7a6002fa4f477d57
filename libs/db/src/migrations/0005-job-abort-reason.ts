import { sql, type Kysely } from 'kysely';

/**
 * Why a job ended `abort` (a user's cancel, or a client that hung up during or after its
 * upload), so that pages can name it; null for other outcomes and for older aborted rows.
 */
export const jobAbortReason = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`alter table jobs add column abort_reason text`.execute(db);
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`alter table jobs drop column if exists abort_reason`.execute(db);
  },
};
