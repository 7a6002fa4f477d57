import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors/http-error.js';
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
 * URL's), or when the browser flags it `Sec-Fetch-Site: cross-site`. Requests with an
 * `Authorization` header (HTTP Basic from scripts and the CLI) are exempt: browsers cannot send
 * that header cross-origin without a CORS preflight, which this server never grants. Requests
 * without `Origin` (curl, old clients) pass; the SameSite=Lax cookie covers what remains. The
 * job routes also take requests from the origins an admin allowed (SILLAGE_CORS_ORIGINS).
 */
export const csrfPlugin = fp<{ publicUrl: string | undefined; jobRouteOrigins?: string[] }>(
  (app, { publicUrl, jobRouteOrigins = [] }, done) => {
    const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
    app.addHook('onRequest', (request, _reply, next) => {
      const isExempt =
        SAFE_METHODS.has(request.method) ||
        request.headers.authorization !== undefined ||
        (request.routeOptions.config.jobRoute === true &&
          isAllowedOrigin(jobRouteOrigins, request.headers.origin));
      next(
        isExempt || !isCrossSite(request, publicOrigin)
          ? undefined
          : forbidden('crossOriginRequest'),
      );
    });
    app.decorate('sameOriginOnly', (request: FastifyRequest, _reply: unknown, next: Next) => {
      next(
        request.headers.authorization === undefined && isCrossSite(request, publicOrigin)
          ? forbidden('crossOriginRequest')
          : undefined,
      );
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
