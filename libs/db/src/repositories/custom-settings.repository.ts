import { sql, type Kysely } from 'kysely';
import type { CustomSettingsRow, Database } from '../database.js';

export interface CustomSettingsInput {
  id: string;
  fullName: string;
  country: string | null;
  headers: Record<string, string>;
}

/** Named sets of job headers saved by users (the "custom predefined settings"). */
export function createCustomSettingsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<CustomSettingsRow[]> {
      return db.selectFrom('customSettings').selectAll().orderBy('fullName').execute();
    },

    async findById(id: string): Promise<CustomSettingsRow | undefined> {
      return db.selectFrom('customSettings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** True when another entry already uses this id or full name. */
    async exists(id: string, fullName: string, exceptId?: string): Promise<boolean> {
      let query = db
        .selectFrom('customSettings')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', id), eb('fullName', '=', fullName)]));
      if (exceptId !== undefined) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** Gives every entry of one owner to another (that of an account about to be deleted). */
    async reassignOwner(fromOwnerId: string, toOwnerId: string): Promise<number> {
      const result = await db
        .updateTable('customSettings')
        .set({ ownerId: toOwnerId })
        .where('ownerId', '=', fromOwnerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async create(input: CustomSettingsInput, ownerId: string | null): Promise<CustomSettingsRow> {
      return db
        .insertInto('customSettings')
        .values({ ...input, headers: JSON.stringify(input.headers), ownerId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Replaces an entry (its id may change); undefined when `id` does not exist. */
    async replace(id: string, input: CustomSettingsInput): Promise<CustomSettingsRow | undefined> {
      return db
        .updateTable('customSettings')
        .set({ ...input, headers: JSON.stringify(input.headers), updatedAt: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('customSettings').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CustomSettingsRepository = ReturnType<typeof createCustomSettingsRepository>;
