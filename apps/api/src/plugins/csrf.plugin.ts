import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/http-error.js';
import { ignoreSession } from './auth.plugin.js';
import { isAllowedOrigin } from '../http/job-route-origins.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BASIC = /^basic\s/i;

type Next = (error?: Error) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The same guard for a GET that opens something with the session's rights (the websocket
     * upgrade): browsers send cookies with a cross-site websocket handshake, and no CORS rule
     * stops it, so its `Origin` must be checked like a state change's.
     */
    sameOriginOnly: (request: FastifyRequest, reply: unknown, next: Next) => void;
  }
}

/**
 * Cross-site request forgery guard: a state-changing browser request is refused (403
 * `crossOriginRequest`) when its `Origin` is not this server's own (or the configured public
 * URL's), or when the browser flags it `Sec-Fetch-Site: cross-site`. A request that authenticated
 * by its `Authorization` header (valid HTTP Basic credentials, from scripts and the CLI) is exempt:
 * it acts with those credentials, never the session cookie. Any other `Authorization` header (a
 * bogus or unknown scheme) exempts nothing, since the session would then act (issue 19). Requests
 * without `Origin` (curl, old clients) pass; the SameSite=Lax cookie covers what remains. The
 * job routes also take requests from the origins an admin allowed (SILLAGE_CORS_ORIGINS), acting
 * with their Basic credentials only: the session cookie a browser attaches does not count there.
 */
export const csrfPlugin = fp<{ publicUrl: string | undefined; jobRouteOrigins?: string[] }>(
  (app, { publicUrl, jobRouteOrigins = [] }, done) => {
    const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
    /** True when the request acts by valid Basic credentials (a wrong one is a 401 here). */
    const authenticatedByHeader = async (request: FastifyRequest): Promise<boolean> => {
      if (!BASIC.test(request.headers.authorization ?? '')) {
        return false;
      }
      // The auth plugin reads Basic credentials alone when they are present, never the session.
      await app.identify(request);
      return request.user !== null;
    };
    const guard = async (request: FastifyRequest): Promise<void> => {
      if (isCrossSite(request, publicOrigin) && !(await authenticatedByHeader(request))) {
        throw forbidden('crossOriginRequest');
      }
    };
    app.addHook('onRequest', (request, _reply, next) => {
      const fromAllowedOrigin =
        request.routeOptions.config.jobRoute === true &&
        isAllowedOrigin(jobRouteOrigins, request.headers.origin);
      if (fromAllowedOrigin && isCrossSite(request, publicOrigin)) {
        // Another origin's page acts with the credentials it sends itself, never with the
        // session cookie: a sibling host is the same site, and the browser attaches the cookie.
        ignoreSession(request);
      }
      if (fromAllowedOrigin || SAFE_METHODS.has(request.method)) {
        next();
        return;
      }
      guard(request).then(() => {
        next();
      }, next);
    });
    app.decorate('sameOriginOnly', (request: FastifyRequest, _reply: unknown, next: Next) => {
      guard(request).then(() => {
        next();
      }, next);
    });
    done();
  },
  { name: 'csrf' },
);

function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return true;
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    return false;
  }
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== ownOrigin && origin !== publicOrigin;
}
