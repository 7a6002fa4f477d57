import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

/** Stores HTTP sessions (the session plugin's store), with their expiry. */
export function createSessionsRepository(db: Kysely<Database>) {
  return {
    /** The session's data, or undefined when it does not exist or has expired. */
    async get(id: string, now: Date): Promise<Record<string, unknown> | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select('data')
        .where('id', '=', id)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row?.data;
    },

    async set(
      id: string,
      data: Record<string, unknown>,
      expiresAt: Date,
      userId: string | null,
    ): Promise<void> {
      const values = { data: JSON.stringify(data), expiresAt, userId };
      await db
        .insertInto('sessions')
        .values({ id, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
    },

    /**
     * Stores a session again only if it still exists; false when it was destroyed meanwhile
     * (so a request that outlived its session cannot bring it back).
     */
    async update(
      id: string,
      data: Record<string, unknown>,
      expiresAt: Date,
      userId: string | null,
    ): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ data: JSON.stringify(data), expiresAt, userId })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Signs a user out everywhere (after a password change, a deletion…). */
    async destroyForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('userId', '=', userId).execute();
    },

    async deleteExpired(now: Date): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expiresAt', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
