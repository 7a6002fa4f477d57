import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/http-error.js';
import { ignoreSession } from './auth.plugin.js';
import { isAllowedOrigin } from '../http/job-route-origins.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * URL's), or when the browser flags it `Sec-Fetch-Site: cross-site`, whatever its
 * `Authorization` header: browsers resend remembered HTTP Basic credentials by themselves, so
 * they prove no more than the cookie does. Requests without `Origin` (curl, scripts, the CLI)
 * pass; the SameSite=Lax cookie covers what remains. The job routes also take requests from the
 * origins an admin allowed (SILLAGE_CORS_ORIGINS), acting with their Basic credentials only: the
 * session cookie a browser attaches does not count there.
 */
export const csrfPlugin = fp<{ publicUrl: string | undefined; jobRouteOrigins?: string[] }>(
  (app, { publicUrl, jobRouteOrigins = [] }, done) => {
    const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
    // No exemption for an `Authorization` header: a cross-site page cannot set one itself without
    // a preflight this guard's caller never grants, so one arriving cross-site was added by the
    // browser (Basic credentials it remembers for this server), as ambiently as the cookie.
    const guard = (request: FastifyRequest, next: Next): void => {
      next(isCrossSite(request, publicOrigin) ? forbidden('crossOriginRequest') : undefined);
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
      guard(request, next);
    });
    app.decorate('sameOriginOnly', (request: FastifyRequest, _reply: unknown, next: Next) => {
      guard(request, next);
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
