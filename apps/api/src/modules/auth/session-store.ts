import type { SessionStore } from '@fastify/session';
import type { SessionsRepository } from '@sillage/db';

declare module 'fastify' {
  interface Session {
    /** The signed-in user; absent on a session that never signed in. */
    userId?: string;
  }
}

export interface SessionStoreOptions {
  /** Server-side lifetime of sessions whose cookie has no expiry (browser-session cookies). */
  idleSessionMs: number;
  now: () => Date;
}

export interface DatabaseSessionStore {
  store: SessionStore;
  /** Whether storing `session` again found it ended (the request outlived its session). */
  hasEnded(session: object): boolean;
}

/**
 * The session plugin's store over the `sessions` table, so every api instance sees every
 * session. A session expires when its cookie does, or after `idleSessionMs` without a request.
 * A destroyed signed-in session is never stored again.
 */
export function createSessionStore(
  sessions: SessionsRepository,
  { idleSessionMs, now }: SessionStoreOptions,
): DatabaseSessionStore {
  const ended = new WeakSet<object>();
  const store: SessionStore = {
    set(sessionId, session, callback) {
      const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const cookieExpiry = session.cookie.expires;
      const expiresAt =
        cookieExpiry instanceof Date ? cookieExpiry : new Date(now().getTime() + idleSessionMs);
      // A signed-in session is only ever updated: its row is made by `regenerate` at sign-in,
      // before the user is bound. Sessions roll (every answer stores them), so an upsert here
      // would let a request that was running when the session ended (sign-out, password change
      // or reset elsewhere, deletion) store it back, and a thief keeping a slow request open
      // would survive every revocation.
      const stored: Promise<boolean> =
        session.userId === undefined
          ? sessions.set(sessionId, data, expiresAt, null).then(() => true)
          : sessions.update(sessionId, data, expiresAt, session.userId);
      stored.then(
        (isStored) => {
          if (!isStored) {
            ended.add(session);
          }
          callback();
        },
        (error: unknown) => {
          callback(error);
        },
      );
    },
    get(sessionId, callback) {
      sessions.get(sessionId, now()).then(
        (data) => {
          callback(null, (data as Parameters<typeof callback>[1]) ?? null);
        },
        (error: unknown) => {
          callback(error);
        },
      );
    },
    destroy(sessionId, callback) {
      sessions.destroy(sessionId).then(
        () => {
          callback();
        },
        (error: unknown) => {
          callback(error);
        },
      );
    },
  };
  return { store, hasEnded: (session) => ended.has(session) };
}
