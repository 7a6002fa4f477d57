import cookie from '@fastify/cookie';
import session from '@fastify/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAME } from '@sillage/shared-types';
import { createSessionStore, type DatabaseSessionStore } from '../modules/auth/session-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route clears the session cookie itself (sign-out), whatever the session's state. */
    endsSession?: boolean;
  }
}

const PRUNE_INTERVAL_MS = 3_600_000;

/**
 * Whether the answer may carry the session cookie the session plugin wrote: only for a live
 * signed-in session stored again by this request (rolled, or made by a sign-in) or a route that
 * ends the session. Otherwise the plugin would clear a stale cookie, or write back the id of a
 * session ended while the request ran; the browser applies answers in the order they arrive, so
 * such an answer landing after a sign-in on another request wiped the new session's cookie (seen
 * in e2e: signed in, then signed out at the next page load).
 */
function maySetSessionCookie(request: FastifyRequest, sessions: DatabaseSessionStore): boolean {
  if (request.routeOptions.config.endsSession === true) {
    return true;
  }
  const session = request.session as typeof request.session | null | undefined;
  return session?.userId !== undefined && sessions.isRolled(session);
}

function dropSessionCookie(reply: FastifyReply): void {
  const header = reply.getHeader('set-cookie');
  if (header === undefined) {
    return;
  }
  const kept = (Array.isArray(header) ? header : [String(header)]).filter(
    (cookie) => !cookie.startsWith(`${SESSION_COOKIE_NAME}=`),
  );
  reply.removeHeader('set-cookie');
  if (kept.length > 0) {
    reply.header('set-cookie', kept);
  }
}

export interface SessionPluginOptions {
  secret: string;
  cookieSecure: boolean | 'auto';
  idleSessionMs: number;
  now: () => Date;
}

/**
 * Cookie sessions stored in the database: httpOnly, SameSite=Lax, Secure over HTTPS, signed with
 * the configured secret; created only at sign-in (never for anonymous API calls) and extended by
 * requests (stored again at most once a minute while unchanged). Only answers that stored a live
 * session, and sign-out, touch the cookie. Expired rows are pruned hourly.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    const sessions = createSessionStore(app.repositories.sessions, options);
    await app.register(cookie);
    await app.register(session, {
      secret: options.secret,
      cookieName: SESSION_COOKIE_NAME,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.cookieSecure, path: '/' },
      saveUninitialized: false,
      rolling: true,
      store: sessions.store,
    });
    // Runs after the session plugin's own onSend hook, which writes the cookie straight into the
    // headers (the cookie plugin's hook has run by then).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!maySetSessionCookie(request, sessions)) {
        dropSessionCookie(reply);
      }
      done(null, payload);
    });

    const pruneExpired = () => {
      app.repositories.sessions.deleteExpired(options.now()).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not prune expired sessions');
      });
    };
    const timer = setInterval(pruneExpired, PRUNE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'session', dependencies: ['database'] },
);
