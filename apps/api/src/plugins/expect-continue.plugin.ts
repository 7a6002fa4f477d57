import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route sends `100 Continue` itself (allowBody) once it has checked what it can of the
     * request's head: a job upload refused for a header is then answered before its body is sent.
     */
    continuesItself?: boolean;
  }
}

/** Answers to requests that asked for `Expect: 100-continue` and have not been told to go on yet. */
const waiting = new WeakSet<ServerResponse>();

/**
 * Tells a client waiting on `Expect: 100-continue` to send its body; nothing for any other
 * request. Routes marked `continuesItself` call it when the head has passed their checks.
 */
export function allowBody(reply: FastifyReply): void {
  if (waiting.delete(reply.raw)) {
    reply.raw.writeContinue();
  }
}

/**
 * `Expect: 100-continue` answered once the request's head has been judged, not on arrival as Node
 * does by default. curl asks for it before any body over 1 MiB: with the default, a job refused
 * for a misspelt header or missing credentials made it send the whole log first. Now the refusal
 * comes instead of `100 Continue`, and Node closes such a connection after answering (the client
 * may not have sent the body the request announced). Every route but those marked
 * `continuesItself` lets the body come once its `onRequest` checks (sign-in, rights) have passed,
 * unless it announces more than the route's body limit.
 */
export const expectContinuePlugin = fp(
  (app, _options, done) => {
    app.server.on('checkContinue', (request, response) => {
      waiting.add(response);
      app.server.emit('request', request, response);
    });
    app.addHook('preParsing', (request, reply, payload, next) => {
      // A body announced over the route's limit is refused (413) before a byte of it is read.
      const isTooLarge = Number(request.headers['content-length']) > request.routeOptions.bodyLimit;
      if (request.routeOptions.config.continuesItself !== true && !isTooLarge) {
        allowBody(reply);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'expect-continue' },
);
