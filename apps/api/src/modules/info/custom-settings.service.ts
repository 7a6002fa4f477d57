import { randomUUID } from 'node:crypto';
import type { CustomSettingsRow } from '@sillage/db';
import type { CustomSetting } from '@sillage/shared-types';
import { conflict, forbidden, notFound } from '../../errors/http-error.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import type { Repositories } from '../../plugins/database.plugin.js';

export interface CustomSettingInput {
  fullName: string;
  country?: string | null | undefined;
  headers: Record<string, string>;
}

/** Maps a row to the API shape. */
export function presentCustomSetting(row: CustomSettingsRow): CustomSetting {
  return {
    id: row.id,
    fullName: row.fullName,
    country: row.country,
    headers: row.headers,
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Admins see every entry; users see theirs and the ownerless (legacy, shared) ones; anonymous
 * callers (anonymous jobs) the ownerless ones only. Seeing an entry is also what lets a job use it.
 */
export function canSee(user: AuthUser | null, row: CustomSettingsRow): boolean {
  return (
    row.ownerId === null || (user !== null && (user.group === 'admin' || row.ownerId === user.id))
  );
}

/** Only the owner, or an admin, changes or deletes an entry. */
function canEdit(user: AuthUser, row: CustomSettingsRow): boolean {
  return user.group === 'admin' || row.ownerId === user.id;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** The custom settings this user may see. */
export async function listCustomSettings(repositories: Repositories, user: AuthUser | null) {
  return (await repositories.customSettings.list()).filter((row) => canSee(user, row));
}

/**
 * Saves a new entry owned by `user`; 409 `already_exists` when its id is taken, its full name is
 * one the user already sees (theirs or a shared entry's; other users' names are theirs), or its
 * id is a predefined key (`predefinedIds`), which a job naming it would use instead.
 */
export async function createCustomSetting(
  repositories: Repositories,
  user: AuthUser,
  input: CustomSettingInput & { id?: string | undefined },
  predefinedIds: ReadonlySet<string>,
): Promise<CustomSettingsRow> {
  const id = input.id ?? randomUUID();
  if (
    predefinedIds.has(id) ||
    (await repositories.customSettings.exists(id, input.fullName, user.id))
  ) {
    throw conflict('already_exists');
  }
  try {
    return await repositories.customSettings.create(
      { id, fullName: input.fullName, country: input.country ?? null, headers: input.headers },
      user.id,
    );
  } catch (error) {
    throw isUniqueViolation(error) ? conflict('already_exists') : error;
  }
}

async function findEditable(repositories: Repositories, user: AuthUser, id: string) {
  const row = await repositories.customSettings.findById(id);
  if (row === undefined || !canSee(user, row)) {
    throw notFound('settingsNotFound');
  }
  if (!canEdit(user, row)) {
    throw forbidden('notYourSettings');
  }
  return row;
}

/**
 * Replaces an entry (renamed to `newId` if given); 404, 403 (not the owner) or 409 on a clash,
 * a new id that is a predefined key included.
 */
export async function replaceCustomSetting(
  repositories: Repositories,
  user: AuthUser,
  id: string,
  input: CustomSettingInput & { newId?: string | undefined },
  predefinedIds: ReadonlySet<string>,
): Promise<CustomSettingsRow> {
  const { ownerId } = await findEditable(repositories, user, id);
  const newId = input.newId ?? id;
  if (
    (newId !== id && predefinedIds.has(newId)) ||
    (await repositories.customSettings.exists(newId, input.fullName, ownerId, id))
  ) {
    throw conflict('already_exists');
  }
  try {
    const row = await repositories.customSettings.replace(id, {
      id: newId,
      fullName: input.fullName,
      country: input.country ?? null,
      headers: input.headers,
    });
    if (row === undefined) {
      throw notFound('settingsNotFound');
    }
    return row;
  } catch (error) {
    throw isUniqueViolation(error) ? conflict('already_exists') : error;
  }
}

/** Deletes an entry; 404, or 403 when the user neither owns it nor is an admin. */
export async function deleteCustomSetting(
  repositories: Repositories,
  user: AuthUser,
  id: string,
): Promise<void> {
  await findEditable(repositories, user, id);
  await repositories.customSettings.delete(id);
}
