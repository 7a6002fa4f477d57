import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createRateLimitsRepository, type PublicUserRow } from '@sillage/db';
import { forbidden, HttpError, unauthenticated } from '../errors/http-error.js';
import { clientAddressKey } from '../http/client-address.js';
import { parseBasicAuthorization, verifyCredentials } from '../modules/auth/credentials.js';
import { createGuessingBudget } from '../modules/auth/guessing-budget.js';
import { createVerifiedCredentials } from '../modules/auth/verified-credentials.js';

/** The user a request acts as (no secrets). */
export type AuthUser = PublicUserRow;

type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` / `requireAdmin` / `identify`; null when anonymous. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * Route hook (as `onRequest`, so credentials are checked before the body is read or
     * validated): 401 unless the request has a session or valid HTTP Basic credentials.
     */
    authenticate: AuthHook;
    /** Route hook (`onRequest`): 401 when anonymous, 403 unless the user is in the admin group. */
    requireAdmin: AuthHook;
    /** preHandler: sets `request.user` when credentials are present; anonymous requests pass. */
    identify: AuthHook;
  }
}

/** The authenticated user of a request that passed `authenticate` or `requireAdmin`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (request.user === null) {
    throw unauthenticated();
  }
  return request.user;
}

const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Sillage", charset="UTF-8"' };

/**
 * Whether a request comes from a browser: a page's request (its `Sec-Fetch-Mode`, the web app's
 * `X-Requested-With`) or one carrying a cookie. A browser shows its own sign-in dialog for a
 * Basic challenge, so only other clients get one.
 */
function isFromBrowser(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers['sec-fetch-mode'] !== undefined ||
    headers['x-requested-with'] !== undefined ||
    headers.cookie !== undefined
  );
}

/**
 * The 401 of a request without credentials. Scripts' HTTP clients get the Basic challenge many
 * of them wait for before they send credentials at all (wget, `curl --anyauth`, Python's
 * `HTTPBasicAuthHandler`); browsers get none, so no native dialog opens over the web app.
 */
export function unauthenticatedRequest(request: FastifyRequest): HttpError {
  return isFromBrowser(request)
    ? unauthenticated()
    : new HttpError(401, 'UNAUTHENTICATED', 'notAuthenticated', BASIC_CHALLENGE);
}
const resolved = new WeakSet<FastifyRequest>();
const withoutSession = new WeakSet<FastifyRequest>();

/**
 * Makes `request` act by its `Authorization` header alone, never by the session cookie the
 * browser attached (a page of another origin that CORS lets call the job routes). Must be called
 * before the request's user is resolved.
 */
export function ignoreSession(request: FastifyRequest): void {
  withoutSession.add(request);
}

/**
 * Who is calling: the session's user, or the account named by HTTP Basic credentials (scripts
 * and the CLI). Wrong Basic credentials are a 401 with a Basic challenge, even on routes that
 * accept anonymous calls; after `failuresPerMinute` of them from one address, or for one account
 * (wrong passwords on the sign-in form count too, see guessing-budget.ts), Basic requests from it
 * or for it get 429 until the minute is over, as the form does.
 */
export const authPlugin = fp<{ failuresPerMinute: number; now: () => Date }>(
  (app, options, done) => {
    app.decorateRequest('user', null);
    const failures = createGuessingBudget(
      createRateLimitsRepository(app.database.db),
      options.failuresPerMinute,
      options.now,
    );
    // Scripts send their password with every request: the sign-in form and password changes
    // always verify it, HTTP Basic remembers the check for a few minutes.
    const verified = createVerifiedCredentials(options.now);

    async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
      if (resolved.has(request)) {
        return request.user;
      }
      const authorization = request.headers.authorization;
      if (authorization !== undefined && /^basic\s/i.test(authorization)) {
        const address = clientAddressKey(request.ip);
        const credentials = parseBasicAuthorization(authorization);
        await failures.refuseWhenExhausted(address, credentials?.email);
        const user =
          credentials &&
          (await verifyCredentials(
            app.repositories.users,
            credentials.email,
            credentials.password,
            { verified },
          ));
        if (user === undefined) {
          await failures.recordFailure(address, credentials?.email);
          throw new HttpError(401, 'UNAUTHENTICATED', 'badCredentials', BASIC_CHALLENGE);
        }
        request.user = user;
      } else {
        const userId = withoutSession.has(request)
          ? undefined
          : (request.session as Partial<typeof request.session> | null)?.userId;
        request.user =
          userId === undefined ? null : ((await app.repositories.users.findById(userId)) ?? null);
      }
      resolved.add(request);
      return request.user;
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      await resolveUser(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if ((await resolveUser(request)) === null) {
        throw unauthenticatedRequest(request);
      }
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await resolveUser(request);
      if (user === null) {
        throw unauthenticatedRequest(request);
      }
      if (user.group !== 'admin') {
        throw forbidden('adminOnly');
      }
    });
    done();
  },
  { name: 'auth', dependencies: ['database', 'session'] },
);
