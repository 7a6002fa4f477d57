import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface SlowRequest {
  /** Sends the body; resolves with the answer. */
  finish(): Promise<LightMyRequestResponse>;
}

/**
 * Starts a signed-in request on `cookie` (a profile change) whose body arrives only when `finish`
 * is called: the session is read when the request starts and stored again when it answers, so
 * whatever happens in between (sign-out, sign-in, password change) happens while it runs.
 */
export function slowRequest(app: FastifyInstance, cookie: string): SlowRequest {
  const body = new PassThrough();
  const answer = app.inject({
    method: 'POST',
    url: '/api/admin/profile',
    headers: { cookie, 'content-type': 'application/json' },
    payload: body,
  });
  return {
    finish: async () => {
      body.end(JSON.stringify({ section: 'notifications', notifiate: false }));
      return answer;
    },
  };
}

/** Lets a slow request reach its body (its session is loaded by then). */
export const untilSessionLoaded = () => new Promise((resolve) => setImmediate(resolve));
