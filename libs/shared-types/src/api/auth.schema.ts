import { z } from 'zod';
import { MailLocaleSchema } from './locale.schema.js';

/** The session cookie the api sets at sign-in (httpOnly; clients only need its name). */
export const SESSION_COOKIE_NAME = 'sillage.sid';

/** Groups a user may belong to; `admin` also maintains the instance. */
export const USER_GROUPS = ['admin', 'user'] as const;
export const UserGroupSchema = z.enum(USER_GROUPS);
export type UserGroup = z.infer<typeof UserGroupSchema>;

/** Permission scopes of the session user: every user has `user`, admins also `admin`. */
export const AUTH_SCOPES = ['user', 'admin'] as const;
export const AuthScopeSchema = z.enum(AUTH_SCOPES);
export type AuthScope = z.infer<typeof AuthScopeSchema>;

/** `POST /api/auth/login` body (the reference field names). */
export const LoginBodySchema = z.object({
  userid: z.string().trim().min(1),
  password: z.string().min(1),
  /** Keep the session cookie across browser restarts (otherwise a browser-session cookie). */
  remember: z.boolean().optional(),
  /**
   * A language the user picked in the interface, stored as the account's (its mails follow it).
   * Without it, the `sillage_i18n` cookie's when `sillage_i18n_chosen` says it was picked; else
   * (a browser that never picked one, scripts) the stored one stays.
   */
  locale: MailLocaleSchema.optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * `POST /api/auth/login` response. Auth is session-based; the token is an opaque random value
 * kept only for clients that expect one, never accepted as a credential.
 */
export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `GET /api/auth/session`: the signed-in user, never with secrets. */
export const SessionUserSchema = z.object({
  id: z.string(),
  /** The e-mail address, which is the login name. */
  username: z.string(),
  group: UserGroupSchema,
  /** Mail the user when one of their jobs ends. */
  notify: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The account's language (its mails'): the interface adopts it unless this browser chose one. */
  locale: MailLocaleSchema,
  scope: z.array(AuthScopeSchema),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
