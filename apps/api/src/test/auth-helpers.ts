import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword, type PublicUserRow, type UserGroup } from '@sillage/db';
import { SESSION_COOKIE_NAME } from '@sillage/shared-types';

/** Password of every account made by `createUser`. */
export const TEST_PASSWORD = 'correct horse battery';

/** Inserts an account directly (no route, no sign-in). */
export async function createUser(
  app: FastifyInstance,
  email: string,
  group: UserGroup = 'user',
  password = TEST_PASSWORD,
): Promise<PublicUserRow> {
  return app.repositories.users.create({
    email,
    passwordHash: await hashPassword(password),
    group,
  });
}

/** Signs in through the route; returns the `Cookie` header value to send afterwards. */
export async function signInCookie(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  remember = false,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userid: email, password, remember },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return cookieFrom(response.headers['set-cookie']);
}

/** The lines of a Set-Cookie header, however many it has. */
export function setCookieLines(setCookie: string | string[] | undefined): string[] {
  return setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
}

/** The `Set-Cookie` lines of an answer that name the session cookie. */
export function sessionCookieLines(response: LightMyRequestResponse): string[] {
  return setCookieLines(response.headers['set-cookie']).filter((line) =>
    line.startsWith(`${SESSION_COOKIE_NAME}=`),
  );
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header value. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  return setCookieLines(setCookie)
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

/** An `Authorization` header value for HTTP Basic. */
export function basicAuth(email: string, password = TEST_PASSWORD): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}
