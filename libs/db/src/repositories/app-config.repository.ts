import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

/** Small named JSON values the admins change at run time (e.g. the saved middleware chain). */
export function createAppConfigRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<unknown> {
      const row = await db
        .selectFrom('appConfig')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },

    async set(key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('appConfig')
        .values({ key, value: json })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: json, updatedAt: sql`now()` }),
        )
        .execute();
    },

    async delete(key: string): Promise<void> {
      await db.deleteFrom('appConfig').where('key', '=', key).execute();
    },
  };
}

export type AppConfigRepository = ReturnType<typeof createAppConfigRepository>;
