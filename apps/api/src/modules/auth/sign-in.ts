import type { FastifyRequest } from 'fastify';

/**
 * Binds the request's session to `userId` under a new session id (no fixation). With `maxAgeMs`
 * the cookie persists that long ("remember me"); otherwise it lasts the browser session.
 */
export async function signIn(
  request: FastifyRequest,
  userId: string,
  maxAgeMs: number | undefined,
): Promise<void> {
  await request.session.regenerate();
  if (maxAgeMs !== undefined) {
    request.session.options({ maxAge: maxAgeMs });
  }
  request.session.userId = userId;
}
