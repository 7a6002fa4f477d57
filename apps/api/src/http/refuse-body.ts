import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from '../errors/http-error.js';

/** True when the parsed body holds something (no body at all, or an empty one, does not). */
function hasContent(body: unknown): boolean {
  if (body === undefined) {
    return false;
  }
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    return body.length > 0;
  }
  return true;
}

/**
 * `preValidation` hook of a route that takes no body: content sent anyway is a 400, not silently
 * ignored (a client that put its options there would believe they were applied).
 */
export function refuseBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (hasContent(request.body)) {
    done(
      badRequest(
        `bodyNotAllowed: ${request.method} ${request.routeOptions.url ?? request.url} takes no body`,
      ),
    );
    return;
  }
  done();
}
