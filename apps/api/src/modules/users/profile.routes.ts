import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '@sillage/db';
import { ApiErrorSchema, ProfileUpdateBodySchema } from '@sillage/shared-types';
import { badRequest } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { verifyCredentials } from '../auth/credentials.js';
import { signIn } from '../auth/sign-in.js';
import { accountValidationMessage } from './validation-messages.js';

/** `POST /api/admin/profile`: the signed-in user's notification switch or password. */
export const profileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/admin/profile',
    {
      onRequest: app.authenticate,
      config: { validationMessage: accountValidationMessage },
      schema: {
        tags: ['users'],
        summary: 'Update your notification setting, or your password (with the old one)',
        body: ProfileUpdateBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      if (body.section === 'notifications') {
        await app.repositories.users.update(user.id, { notify: body.notifiate });
        return reply.code(204).send(null);
      }
      if (body.newPassword !== body.confirm) {
        throw badRequest('passwordDoesNotMatch');
      }
      if (!(await verifyCredentials(app.repositories.users, user.email, body.oldPassword))) {
        throw badRequest('wrongPassword');
      }
      await app.repositories.users.update(user.id, {
        passwordHash: await hashPassword(body.newPassword),
      });
      // Other devices must sign in again; this one stays signed in under a new session id.
      await app.repositories.sessions.destroyForUser(user.id);
      const session = request.session as typeof request.session | null;
      if (session?.userId === user.id) {
        const maxAge = session.cookie.originalMaxAge ?? undefined;
        await signIn(request, user.id, maxAge);
      }
      // Sockets of the ended sessions close; this tab reconnects under its new session.
      await app.liveEvents.recheckRights();
      return reply.code(204).send(null);
    },
  );
  done();
};
