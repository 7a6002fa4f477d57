import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '@sillage/db';
import { ApiErrorSchema, ProfileUpdateBodySchema } from '@sillage/shared-types';
import { createRateLimitsRepository } from '@sillage/db';
import { badRequest } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { verifyCredentials } from '../auth/credentials.js';
import { createFailureLimiter } from '../auth/failure-limiter.js';
import { signIn } from '../auth/sign-in.js';
import { accountValidationMessage } from './validation-messages.js';

export interface ProfileRoutesOptions {
  /** Wrong old passwords allowed per account per minute (SILLAGE_AUTH_RATE_LIMIT). */
  authRateLimitPerMinute: number;
  now: () => Date;
}

/**
 * `POST /api/admin/profile`: the signed-in user's notification switch, language or password. Wrong old
 * passwords are counted per account, like failed sign-ins: past the limit, every password change
 * of that account is refused (429) until the minute is over, so a borrowed session cannot be
 * used to guess the password at full speed (issue 19).
 */
export const profileRoutes: FastifyPluginCallbackZod<ProfileRoutesOptions> = (
  app,
  options,
  done,
) => {
  const failures = createFailureLimiter(
    createRateLimitsRepository(app.database.db),
    options.authRateLimitPerMinute,
    options.now,
    'password-change-failures',
  );
  app.post(
    '/admin/profile',
    {
      onRequest: app.authenticate,
      config: {
        // The reference's key for a missing or unknown section; the fields of a known one as
        // the account forms say them.
        validationMessage: (errors) =>
          errors.some((error) => error.instancePath === '/section')
            ? 'badSection'
            : accountValidationMessage(errors),
      },
      schema: {
        tags: ['users'],
        summary:
          'Update your notification setting, your language, or your password (with the old one)',
        body: ProfileUpdateBodySchema,
        response: {
          204: z.null(),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      if (body.section === 'notifications') {
        await app.repositories.users.update(user.id, { notify: body.notifiate });
        return reply.code(204).send(null);
      }
      if (body.section === 'locale') {
        await app.repositories.users.update(user.id, { locale: body.locale });
        return reply.code(204).send(null);
      }
      if (body.newPassword !== body.confirm) {
        throw badRequest('passwordDoesNotMatch');
      }
      await failures.refuseWhenExhausted(user.id);
      if (!(await verifyCredentials(app.repositories.users, user.email, body.oldPassword))) {
        await failures.recordFailure(user.id);
        throw badRequest('wrongPassword');
      }
      await app.repositories.users.update(user.id, {
        passwordHash: await hashPassword(body.newPassword),
      });
      // A reset link still waiting in a mailbox would undo the password just chosen.
      await app.repositories.users.clearResetToken(user.id);
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
