import type { FastifyRequest } from 'fastify';

/** The reset link's path: its last segment is a live credential until used or expired. */
const RESET_LINK_PATH = /^(\/password\/)[^/?#]+/;

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
  return url.replace(RESET_LINK_PATH, '$1***');
}
