import { sql } from 'kysely';
import {
  hashPassword,
  type AppDatabase,
  type PublicUserRow,
  type UserGroup,
  type UserLocale,
} from '@sillage/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors/http-error.js';
import { createRepositories, type Repositories } from '../../plugins/database.plugin.js';

/** The advisory lock admins' changes to accounts take in turn (any fixed number will do). */
const ACCOUNT_CHANGES_LOCK = 51_120_017;

/** Runs `change` in one transaction holding the accounts' advisory lock. */
export function withAccountsLock<T>(
  database: AppDatabase,
  change: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_CHANGES_LOCK})`.execute(trx);
    return change(createRepositories(trx));
  });
}

/**
 * Runs `change` in one transaction, once `actor` is checked to be an admin still. Admins' account
 * changes take one lock in turn: two admins demoting or deleting each other at the same moment
 * were both admins when their requests began, and both changes would land, leaving no admin (an
 * instance with accounts never gets its start-up admin back). The second now finds its actor
 * demoted or gone, and gets 403 `adminOnly`.
 */
async function asAdminStill<T>(
  database: AppDatabase,
  actor: PublicUserRow,
  change: (repositories: Repositories) => Promise<T>,
): Promise<T> {
  return withAccountsLock(database, async (repositories) => {
    const current = await repositories.users.findById(actor.id);
    if (current?.group !== 'admin') {
      throw forbidden('adminOnly');
    }
    return change(repositories);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * The repository's one-statement insert of a self-registered account, under the accounts' lock:
 * that statement sees "no user yet" from its snapshot, so two sign-ups on an empty instance at
 * the same moment (Postgres, read committed) would both become admins, even with registration
 * closed.
 */
function createSelfRegistered(
  database: AppDatabase,
  user: { email: string; passwordHash: string; locale?: UserLocale },
  allowWhenUsersExist: boolean,
): Promise<PublicUserRow | undefined> {
  return withAccountsLock(database, ({ users }) =>
    users.createSelfRegistered(user, allowWhenUsersExist),
  );
}

/**
 * Creates a self-registered account: the very first one is an admin; later ones only when
 * registration is open (else 403 `registrationClosed`); 409 `userAlreadyExists` on a taken e-mail.
 * A closed registration is said before the address is looked at, so the route cannot tell a
 * visitor which addresses have an account.
 */
export async function registerAccount(
  database: AppDatabase,
  input: { email: string; password: string; locale: UserLocale | undefined },
  isRegistrationOpen: boolean,
): Promise<PublicUserRow> {
  const { users } = createRepositories(database.db);
  if (!isRegistrationOpen && (await users.count()) > 0) {
    throw forbidden('registrationClosed');
  }
  if ((await users.findByEmail(input.email)) !== undefined) {
    throw conflict('userAlreadyExists');
  }
  const passwordHash = await hashPassword(input.password);
  let user: PublicUserRow | undefined;
  try {
    user = await createSelfRegistered(
      database,
      {
        email: input.email,
        passwordHash,
        ...(input.locale === undefined ? {} : { locale: input.locale }),
      },
      isRegistrationOpen,
    );
  } catch (error) {
    throw isUniqueViolation(error) ? conflict('userAlreadyExists') : error;
  }
  if (user === undefined) {
    throw forbidden('registrationClosed');
  }
  return user;
}

/**
 * Creates an account for an admin, in `locale` (French when undefined); 409 `userAlreadyExists`
 * on a taken e-mail.
 */
export async function createAccount(
  repositories: Repositories,
  input: { email: string; password: string; group: UserGroup; locale: UserLocale | undefined },
): Promise<PublicUserRow> {
  if ((await repositories.users.findByEmail(input.email)) !== undefined) {
    throw conflict('userAlreadyExists');
  }
  try {
    return await repositories.users.create({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      group: input.group,
      ...(input.locale === undefined ? {} : { locale: input.locale }),
    });
  } catch (error) {
    throw isUniqueViolation(error) ? conflict('userAlreadyExists') : error;
  }
}

/** The user named by an id or (as the reference client does) an e-mail; 404 `userNotFound`. */
export async function findUserByIdOrEmail(
  repositories: Repositories,
  idOrEmail: string,
): Promise<PublicUserRow> {
  const user = UUID.test(idOrEmail)
    ? await repositories.users.findById(idOrEmail)
    : await repositories.users.findByEmail(idOrEmail);
  if (user === undefined) {
    throw notFound('userNotFound');
  }
  return user;
}

/**
 * Changes a user's e-mail, group and/or language. An admin cannot change their own group (400
 * `cannotChangeYourOwnGroup`), so an instance always keeps the admin doing the change. A new
 * e-mail voids a pending reset link, which went to the old one.
 */
export async function updateAccount(
  database: AppDatabase,
  actor: PublicUserRow,
  target: PublicUserRow,
  patch: {
    email?: string | undefined;
    group?: UserGroup | undefined;
    locale?: UserLocale | undefined;
    password?: string | undefined;
  },
): Promise<PublicUserRow> {
  if (target.id === actor.id && patch.group !== undefined && patch.group !== target.group) {
    throw badRequest('cannotChangeYourOwnGroup');
  }
  if (target.id === actor.id && patch.password !== undefined) {
    // The profile page asks for the old one, and keeps this session signed in.
    throw badRequest('cannotSetYourOwnPassword');
  }
  const values = {
    ...(patch.email === undefined ? {} : { email: patch.email }),
    ...(patch.group === undefined ? {} : { group: patch.group }),
    ...(patch.locale === undefined ? {} : { locale: patch.locale }),
    ...(patch.password === undefined ? {} : { passwordHash: await hashPassword(patch.password) }),
  };
  if (Object.keys(values).length === 0) {
    return target;
  }
  try {
    return await asAdminStill(database, actor, async ({ users, sessions }) => {
      if (patch.email !== undefined && patch.email !== target.email) {
        const holder = await users.findByEmail(patch.email);
        if (holder !== undefined && holder.id !== target.id) {
          throw conflict('userAlreadyExists');
        }
      }
      const updated = await users.update(target.id, values);
      if (updated === undefined) {
        throw notFound('userNotFound');
      }
      if (updated.email !== target.email || patch.password !== undefined) {
        // A reset link mailed to the old address, or one that would undo the password just set,
        // must not reach the account any more.
        await users.clearResetToken(target.id);
      }
      if (patch.password !== undefined) {
        // Whoever is signed in with the old password signs in again.
        await sessions.destroyForUser(target.id);
      }
      return updated;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? conflict('userAlreadyExists') : error;
  }
}

/**
 * Deletes an account (and its sessions); an admin cannot delete themself (403). Its custom
 * settings go to the deleting admin (the database would leave them ownerless, which means shared
 * with every user), each named after the account where the admin has one of that name.
 */
export async function deleteAccount(
  database: AppDatabase,
  actor: PublicUserRow,
  target: PublicUserRow,
): Promise<void> {
  if (target.id === actor.id) {
    throw forbidden('cannotDeleteYourself');
  }
  await asAdminStill(database, actor, async ({ sessions, customSettings, users }) => {
    await sessions.destroyForUser(target.id);
    await customSettings.reassignOwner(target.id, actor.id, target.email);
    await users.delete(target.id);
  });
}

/** Creates the configured start-up admin when the instance has no account yet; true if created. */
export async function ensureBootstrapAdmin(
  database: AppDatabase,
  admin: { email: string; password: string },
): Promise<boolean> {
  if ((await createRepositories(database.db).users.count()) > 0) {
    return false;
  }
  try {
    const user = await createSelfRegistered(
      database,
      { email: admin.email, passwordHash: await hashPassword(admin.password) },
      false,
    );
    return user !== undefined;
  } catch (error) {
    // Another instance created this account at the same moment.
    if (isUniqueViolation(error)) {
      return false;
    }
    throw error;
  }
}
