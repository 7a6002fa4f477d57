import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a reverse proxy sets to trace one request through its own logs and ours. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand us: short, and nothing that could break a log line or a header. */
const INCOMING_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The id of a request in every log line about it (`reqId`) and in its `X-Request-Id` answer
 * header: the proxy's own when it sends a sane one, so one id follows the request through both
 * logs; else a UUID, unique across api instances and restarts (Fastify's default `req-1`,
 * `req-2`… starts again with each process and repeats between instances).
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}
