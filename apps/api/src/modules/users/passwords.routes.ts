import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
} from '@sillage/shared-types';
import { createRateLimitsRepository } from '@sillage/db';
import { badRequest, serviceUnavailable } from '../../errors/http-error.js';
import { mailBaseUrl, type MailLinkSettings } from '../../http/public-url.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './passwords.service.js';
import { accountValidationMessage } from './validation-messages.js';

export interface PasswordsRoutesOptions {
  /** Where the mailed link may point: never an unlisted request Host (issue 19, item 6). */
  mailLinks: MailLinkSettings;
  appName: string;
  authRateLimitPerMinute: number;
  now: () => Date;
}

/** Password reset by mail: ask for a link, then set a new password with it (`/api/admin/passwords`). */
export const passwordsRoutes: FastifyPluginCallbackZod<PasswordsRoutesOptions> = (
  app,
  options,
  done,
) => {
  const rateLimit = { max: options.authRateLimitPerMinute, timeWindow: '1 minute' };
  const rateLimits = createRateLimitsRepository(app.database.db);

  app.post(
    '/admin/passwords',
    {
      config: { rateLimit, validationMessage: 'fillAllFields' },
      schema: {
        tags: ['users'],
        summary: 'Mail a password reset link (204 whether or not the account exists)',
        body: PasswordResetRequestBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!app.mailer.isConfigured) {
        throw serviceUnavailable('mailUnavailable');
      }
      const resetRequest = {
        email: request.body.username,
        baseUrl: mailBaseUrl(request, options.mailLinks),
        appName: options.appName,
        now: options.now(),
        mailsPerAccountPerHour: options.authRateLimitPerMinute,
      };
      // The answer leaves before the account is looked up: a known address (budget, token write,
      // mail) would otherwise answer later than an unknown one, which lists accounts by timing.
      await reply.code(204).send(null);
      app.backgroundTasks.run(request.log, 'password reset request', () =>
        requestPasswordReset(app.repositories, rateLimits, app.mailer, request.log, resetRequest),
      );
      return reply;
    },
  );

  app.get(
    '/admin/passwords/:uuid',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        summary: 'Whether a mailed reset token still works (204), or why not (410); never uses it',
        params: PasswordResetBodySchema.pick({ uuid: true }),
        response: { 204: z.null(), 400: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await checkResetToken(app.repositories, request.params.uuid, options.now());
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/passwords',
    {
      config: { rateLimit, validationMessage: accountValidationMessage },
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a mailed token (410 when expired or used)',
        body: PasswordResetBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { credentials, uuid } = request.body;
      if (credentials.password !== credentials.passwordConfirm) {
        throw badRequest('passwordDoesNotMatch');
      }
      await resetPassword(app.repositories, uuid, credentials.password, options.now());
      // Every session of the account ended: so do the sockets they opened.
      await app.liveEvents.recheckRights();
      return reply.code(204).send(null);
    },
  );
  done();
};
