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

    /**
     * True when another entry already uses this id, or this full name where its owner would see
     * both: among the owner's entries and the ownerless ones, or anywhere for an ownerless entry.
     */
    async exists(
      id: string,
      fullName: string,
      ownerId: string | null,
      exceptId?: string,
    ): Promise<boolean> {
      let query = db
        .selectFrom('customSettings')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('id', '=', id),
            eb.and([
              eb('fullName', '=', fullName),
              ...(ownerId === null
                ? []
                : [eb.or([eb('ownerId', '=', ownerId), eb('ownerId', 'is', null)])]),
            ]),
          ]),
        );
      if (exceptId !== undefined) {
        query = query.where('id', '!=', exceptId);
      }
      return (await query.executeTakeFirst()) !== undefined;
    },

    /**
     * Gives every entry of one owner to another (that of an account about to be deleted). An
     * entry whose name the new owner already uses is renamed `name (label)`, numbered if needed.
     */
    async reassignOwner(fromOwnerId: string, toOwnerId: string, label: string): Promise<number> {
      const owned = async (ownerId: string) =>
        db
          .selectFrom('customSettings')
          .select(['id', 'fullName'])
          .where('ownerId', '=', ownerId)
          .execute();
      const taken = new Set((await owned(toOwnerId)).map((row) => row.fullName));
      const moving = await owned(fromOwnerId);
      for (const row of moving) {
        let name = row.fullName;
        for (let number = 1; taken.has(name); number += 1) {
          name = `${row.fullName} (${label}${number === 1 ? '' : ` ${String(number)}`})`;
        }
        taken.add(name);
        await db
          .updateTable('customSettings')
          .set({ ownerId: toOwnerId, fullName: name })
          .where('id', '=', row.id)
          .execute();
      }
      return moving.length;
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
