import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApiError } from '../plugins/error-handler.plugin.js';
import { EZPAARSE_VERSION_HEADER, VERSION_HEADER } from '../plugins/version-header.plugin.js';

/** What Node's HTTP parser refuses before Fastify sees a request, and how to say it. */
const REFUSALS: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { statusCode: 431, message: 'The request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { statusCode: 408, message: 'The request did not arrive in time' },
};
const MALFORMED = { statusCode: 400, message: 'The request is not valid HTTP' };

/**
 * Fastify's `clientErrorHandler`: a request line or headers Node cannot parse (or too large) never
 * reaches a route, an error handler or an `onRequest` hook, and Fastify's own answer has neither
 * the ApiError shape (`code`, `kind`) nor the version headers that ezPAARSE clients look for.
 * This answers in both, then closes the connection as Node does: its stream can no longer be
 * trusted.
 */
export function createClientErrorHandler(version: string) {
  // Fastify calls it with the instance as `this`, for its logger.
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ): void {
    // A reset connection is already gone; nothing can be said to it.
    if (error.code === 'ECONNRESET' || socket.destroyed) {
      return;
    }
    const { statusCode, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
    this.log.debug({ err: error }, 'refused a request the HTTP parser could not read');
    if (socket.writable) {
      const body = JSON.stringify(buildApiError(statusCode, message));
      socket.write(
        [
          `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}`,
          `${VERSION_HEADER}: ${version}`,
          `${EZPAARSE_VERSION_HEADER}: ${version}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    }
    socket.destroy(error);
  };
}
