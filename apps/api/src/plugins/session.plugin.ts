import cookie from '@fastify/cookie';
import session from '@fastify/session';
import fp from 'fastify-plugin';
import { createSessionStore } from '../modules/auth/session-store.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sillage.sid';

const PRUNE_INTERVAL_MS = 3_600_000;

export interface SessionPluginOptions {
  secret: string;
  cookieSecure: boolean | 'auto';
  idleSessionMs: number;
  now: () => Date;
}

/**
 * Cookie sessions stored in the database: httpOnly, SameSite=Lax, Secure over HTTPS, signed with
 * the configured secret; created only at sign-in (never for anonymous API calls) and extended by
 * each request. Expired rows are pruned hourly.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, options) => {
    await app.register(cookie);
    await app.register(session, {
      secret: options.secret,
      cookieName: SESSION_COOKIE,
      cookie: { httpOnly: true, sameSite: 'lax', secure: options.cookieSecure, path: '/' },
      saveUninitialized: false,
      rolling: true,
      store: createSessionStore(app.repositories.sessions, options),
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
