import type { FastifyRequest } from 'fastify';

/**
 * A reset token in a path: the web app's link (`/password/<token>`), and the api route the page
 * asks whether it still works (`/api/admin/passwords/<token>`). The segment is a live credential
 * until used or expired. Matched anywhere in the path and in any case, as routing may allow.
 */
const RESET_TOKEN_PATH = /(\/passwords?\/)[^/?#]+/gi;

/**
 * What a request log line says about the request: pino's usual fields, with the token of a
 * password-reset link masked (browsers follow that link to the app, so its URL reaches the
 * access log). Headers are never logged (cookies, Basic credentials).
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** `url` with the secret parts replaced by `***`. */
export function maskSecrets(url: string): string {
  return url.replace(RESET_TOKEN_PATH, '$1***');
}
