import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  LoginBodySchema,
  LoginResponseSchema,
  SessionUserSchema,
  SESSION_COOKIE_NAME,
} from '@sillage/shared-types';
import { createRateLimitsRepository } from '@sillage/db';
import { unauthenticated } from '../../errors/http-error.js';
import { clientAddressKey } from '../../http/client-address.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { presentSessionUser } from '../users/user.presenter.js';
import { chosenLocaleOf } from './ui-locale.js';
import { verifyCredentials } from './credentials.js';
import { ADDRESS_BUDGET_FACTOR, createGuessingBudget } from './guessing-budget.js';
import { signIn } from './sign-in.js';

export interface AuthRoutesOptions {
  rememberSessionMs: number;
  authRateLimitPerMinute: number;
  now: () => Date;
}

/**
 * Sign-in, sign-out and the current user (`/api/auth/*`). Wrong passwords on the form count
 * against the same per-address and per-account budget as wrong HTTP Basic credentials (the auth
 * plugin's), so alternating the two does not guess faster; past it, the form answers 429 too.
 */
export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  const failures = createGuessingBudget(
    createRateLimitsRepository(app.database.db),
    options.authRateLimitPerMinute,
    options.now,
  );
  app.post(
    '/auth/login',
    {
      config: {
        // Every sign-in counts here, right ones too: an address must hold a library's morning.
        rateLimit: {
          max: options.authRateLimitPerMinute * ADDRESS_BUDGET_FACTOR,
          timeWindow: '1 minute',
        },
        validationMessage: 'badCredentials',
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { userid, password, remember } = request.body;
      const address = clientAddressKey(request.ip);
      await failures.refuseWhenExhausted(address, userid);
      const user = await verifyCredentials(app.repositories.users, userid, password);
      if (user === undefined) {
        await failures.recordFailure(address, userid);
        throw unauthenticated('badCredentials');
      }
      // A language the user picked in the interface becomes their mails' (see chosenLocaleOf).
      const locale = chosenLocaleOf(request, request.body.locale);
      if (locale !== undefined && locale !== user.locale) {
        await app.repositories.users.update(user.id, { locale });
      }
      await signIn(request, user.id, remember === true ? options.rememberSessionMs : undefined);
      return { token: randomBytes(24).toString('base64url') };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { endsSession: true },
      schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const session = request.session as typeof request.session | null;
      if (session?.userId !== undefined) {
        await session.destroy();
        // The sockets this session opened close (a shared computer's next user sees nothing).
        await app.liveEvents.recheckRights();
      }
      return reply.clearCookie(SESSION_COOKIE_NAME, { path: '/' }).code(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with permission scopes',
        response: { 200: SessionUserSchema, 401: ApiErrorSchema },
      },
    },
    (request) => presentSessionUser(currentUser(request)),
  );
  done();
};
