import type { PublicUserRow } from '@sillage/db';
import type { AuthScope, SessionUser, User } from '@sillage/shared-types';

/** Maps a user row to the API shape: the e-mail becomes `username`, no secrets. */
export function presentUser(row: PublicUserRow): User {
  return {
    id: row.id,
    username: row.email,
    group: row.group,
    notify: row.notify,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Permission scopes of a user: `user` for everyone, plus `admin` for admins. */
export function scopesOf(row: Pick<PublicUserRow, 'group'>): AuthScope[] {
  return row.group === 'admin' ? ['user', 'admin'] : ['user'];
}

/** The signed-in user as `GET /api/auth/session` shows it. */
export function presentSessionUser(row: PublicUserRow): SessionUser {
  return { ...presentUser(row), scope: scopesOf(row) };
}
