import type { Session } from 'fastify';
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
  /**
   * Whether the answer may roll `session`'s cookie: false when storing it again found it ended
   * (the request outlived its session) or when it was not stored again (touched lately).
   */
  isRolled(session: object): boolean;
}

/**
 * How long a signed-in session that nothing changed goes without being stored again. Sessions
 * roll, and storing one is a write: every answer of every page and poll wrote its row, and under
 * load those writes queued the reads of every route that uses the database. Within the interval
 * the row (and the cookie) keep the expiry they got at most this long ago, so a session lasts
 * between its idle lifetime minus this and its idle lifetime after its last request; the
 * shortest idle lifetime the configuration allows is an hour.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The session field that holds when the session was last stored (epoch milliseconds). */
const TOUCHED_AT = 'touchedAt';

/** The plugin's sessions are its own class, which compares its data with what it loaded. */
function isModified(session: Session): boolean {
  const { isModified: compare } = session as Partial<{ isModified: () => boolean }>;
  return typeof compare !== 'function' || compare.call(session);
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
  const notRolled = new WeakSet<object>();
  /** A signed-in session unchanged since it was stored, less than the interval ago. */
  const touchedLately = (session: Session, nowMs: number): boolean => {
    const touchedAt = (session as Partial<Record<typeof TOUCHED_AT, unknown>>)[TOUCHED_AT];
    return (
      session.userId !== undefined &&
      typeof touchedAt === 'number' &&
      touchedAt <= nowMs &&
      nowMs - touchedAt < SESSION_TOUCH_INTERVAL_MS &&
      !isModified(session)
    );
  };
  const store: SessionStore = {
    set(sessionId, session, callback) {
      const nowMs = now().getTime();
      if (touchedLately(session, nowMs)) {
        notRolled.add(session);
        callback();
        return;
      }
      const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      data[TOUCHED_AT] = nowMs;
      const cookieExpiry = session.cookie.expires;
      const expiresAt =
        cookieExpiry instanceof Date ? cookieExpiry : new Date(nowMs + idleSessionMs);
      // A signed-in session is only ever updated: its row is made by `regenerate` at sign-in,
      // before the user is bound. Sessions roll (answers store them again), so an upsert here
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
            notRolled.add(session);
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
  return { store, isRolled: (session) => !notRolled.has(session) };
}
