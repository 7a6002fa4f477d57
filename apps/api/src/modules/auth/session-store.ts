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

/**
 * The session plugin's store over the `sessions` table, so every api instance sees every
 * session. A session expires when its cookie does, or after `idleSessionMs` without a request.
 */
export function createSessionStore(
  sessions: SessionsRepository,
  { idleSessionMs, now }: SessionStoreOptions,
): SessionStore {
  return {
    set(sessionId, session, callback) {
      const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const cookieExpiry = session.cookie.expires;
      const expiresAt =
        cookieExpiry instanceof Date ? cookieExpiry : new Date(now().getTime() + idleSessionMs);
      sessions.set(sessionId, data, expiresAt, session.userId ?? null).then(
        () => {
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
}
