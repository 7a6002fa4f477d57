import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  LoginBodySchema,
  LoginResponseSchema,
  SessionUserSchema,
} from '@sillage/shared-types';
import { unauthenticated } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { SESSION_COOKIE } from '../../plugins/session.plugin.js';
import { presentSessionUser } from '../users/user.presenter.js';
import { verifyCredentials } from './credentials.js';
import { signIn } from './sign-in.js';

export interface AuthRoutesOptions {
  rememberSessionMs: number;
  authRateLimitPerMinute: number;
}

/** Sign-in, sign-out and the current user (`/api/auth/*`). */
export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: { max: options.authRateLimitPerMinute, timeWindow: '1 minute' },
        validationMessage: 'badCredentials',
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; sets the session cookie',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { userid, password, remember } = request.body;
      const user = await verifyCredentials(app.repositories.users, userid, password);
      if (user === undefined) {
        throw unauthenticated('badCredentials');
      }
      await signIn(request, user.id, remember === true ? options.rememberSessionMs : undefined);
      return { token: randomBytes(24).toString('base64url') };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      const session = request.session as typeof request.session | null;
      if (session?.userId !== undefined) {
        await session.destroy();
        // The sockets this session opened close (a shared computer's next user sees nothing).
        await app.liveEvents.recheckRights();
      }
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204).send(null);
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
