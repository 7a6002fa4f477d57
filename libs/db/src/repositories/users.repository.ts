import { sql, type Kysely } from 'kysely';
import type { Database, UserGroup, UserLocale, UserRow } from '../database.js';

/** A user as other layers may see it: everything but secrets. */
export type PublicUserRow = Omit<UserRow, 'passwordHash' | 'resetTokenHash' | 'resetExpiresAt'>;

const PUBLIC_COLUMNS = [
  'id',
  'email',
  'group',
  'notify',
  'locale',
  'createdAt',
  'updatedAt',
] as const;

export interface NewUser {
  email: string;
  passwordHash: string;
  group: UserGroup;
  notify?: boolean;
  locale?: UserLocale;
}

/** Reads and writes `users`. Secrets are returned only by the lookups that need them. */
export function createUsersRepository(db: Kysely<Database>) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Inserts a user; the e-mail is stored lower-cased so logins are case-insensitive. */
    async create(user: NewUser): Promise<PublicUserRow> {
      return db
        .insertInto('users')
        .values({ ...user, email: user.email.toLowerCase() })
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /**
     * Inserts a self-registered user in one statement: group `admin` when there is no user yet,
     * else `user`. Returns undefined (nothing inserted) when users exist and
     * `allowWhenUsersExist` is false. A taken e-mail fails with a unique violation (23505).
     */
    async createSelfRegistered(
      user: Pick<NewUser, 'email' | 'passwordHash' | 'locale'>,
      allowWhenUsersExist: boolean,
    ): Promise<PublicUserRow | undefined> {
      const result = await sql<PublicUserRow>`
        insert into users (email, password_hash, "group", locale)
        select ${user.email.toLowerCase()}, ${user.passwordHash},
          case when exists (select 1 from users) then 'user' else 'admin' end,
          ${user.locale ?? 'fr'}
        where ${allowWhenUsersExist} or not exists (select 1 from users)
        returning id, email, "group", notify, locale, created_at, updated_at`.execute(db);
      return result.rows[0];
    },

    /** Includes the password hash: for authentication only. */
    async findWithSecretsByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async findWithSecretsById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findById(id: string): Promise<PublicUserRow | undefined> {
      return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async findByEmail(email: string): Promise<PublicUserRow | undefined> {
      return db
        .selectFrom('users')
        .select(PUBLIC_COLUMNS)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async list(): Promise<PublicUserRow[]> {
      return db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('createdAt').execute();
    },

    async update(
      id: string,
      patch: Partial<Pick<UserRow, 'email' | 'group' | 'notify' | 'locale' | 'passwordHash'>>,
    ): Promise<PublicUserRow | undefined> {
      const values =
        patch.email === undefined ? patch : { ...patch, email: patch.email.toLowerCase() };
      return db
        .updateTable('users')
        .set({ ...values, updatedAt: sql`now()` })
        .where('id', '=', id)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Stores the hash of a password-reset token, replacing any earlier one. */
    async setResetToken(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ resetTokenHash: tokenHash, resetExpiresAt: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Forgets any pending reset token (the address it was mailed to changed, or the user set a
     * password themself): its link then answers as unknown.
     */
    async clearResetToken(id: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ resetTokenHash: null, resetExpiresAt: null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Consumes a reset token: returns its user and clears the token's expiry in the same
     * statement, so a token works once. Expired tokens match nothing. The digest stays until the
     * next request replaces it, so that a second use can be told from an expired link.
     */
    async consumeResetToken(tokenHash: string, now: Date): Promise<PublicUserRow | undefined> {
      return db
        .updateTable('users')
        .set({ resetExpiresAt: null })
        .where('resetTokenHash', '=', tokenHash)
        .where('resetExpiresAt', '>', now)
        .returning(PUBLIC_COLUMNS)
        .executeTakeFirst();
    },

    /**
     * Whether a token works now, and why not: `used` (consumed, no expiry left), `expired`, or
     * `unknown` (never issued, or replaced by a newer request).
     */
    async resetTokenState(
      tokenHash: string,
      now: Date,
    ): Promise<'usable' | 'used' | 'expired' | 'unknown'> {
      const row = await db
        .selectFrom('users')
        .select('resetExpiresAt')
        .where('resetTokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (row === undefined) {
        return 'unknown';
      }
      if (row.resetExpiresAt === null) {
        return 'used';
      }
      return row.resetExpiresAt > now ? 'usable' : 'expired';
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
