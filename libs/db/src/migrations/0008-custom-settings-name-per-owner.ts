import { sql, type Kysely } from 'kysely';

/**
 * A custom setting's full name is unique among its owner's entries, not across every account:
 * users see only their own entries (and the ownerless, shared ones), so a name another user had
 * taken was refused for an entry nobody could see, and the refusal told them it existed. Names
 * of ownerless entries stay unique among everything, which the api checks (an index would
 * treat their null owners as distinct).
 */
export const customSettingsNamePerOwner = {
  async up(db: Kysely<any>): Promise<void> {
    await sql`drop index if exists custom_settings_full_name_idx`.execute(db);
    await sql`create unique index custom_settings_owner_full_name_idx
      on custom_settings (owner_id, full_name)`.execute(db);
  },

  async down(db: Kysely<any>): Promise<void> {
    await sql`drop index if exists custom_settings_owner_full_name_idx`.execute(db);
    await sql`create unique index custom_settings_full_name_idx
      on custom_settings (full_name)`.execute(db);
  },
};
