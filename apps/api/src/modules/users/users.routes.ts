import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CreateUserBodySchema,
  IN_PROGRESS_JOB_STATES,
  JOB_OWNER_DELETED_MESSAGE,
  RegisterBodySchema,
  UpdateUserBodySchema,
  UserParamsSchema,
  UserSchema,
  UsersCountSchema,
} from '@sillage/shared-types';
import { badRequest } from '../../errors/http-error.js';
import { COMPRESSED_ANSWER } from '../../http/compressed-answer.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { signIn } from '../auth/sign-in.js';
import { uiLocaleOf } from '../auth/ui-locale.js';
import { abortJob } from '../jobs/job-answers.js';
import { presentUser } from './user.presenter.js';
import {
  createAccount,
  deleteAccount,
  findUserByIdOrEmail,
  registerAccount,
  updateAccount,
} from './users.service.js';
import { accountValidationMessage } from './validation-messages.js';

export interface UsersRoutesOptions {
  openRegistration: boolean;
  authRateLimitPerMinute: number;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } as const;

/** Accounts: sign-up, the user count, and the admin-only user list and edits (`/api/admin/…`). */
export const usersRoutes: FastifyPluginCallbackZod<UsersRoutesOptions> = (app, options, done) => {
  app.post(
    '/admin/register',
    {
      config: {
        validationMessage: accountValidationMessage,
        rateLimit: { max: options.authRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['users'],
        summary: 'Create an account (the first one is an admin) and sign in',
        body: RegisterBodySchema,
        response: { 201: UserSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userid, password, confirm } = request.body;
      if (password !== confirm) {
        throw badRequest('passwordDoesNotMatch');
      }
      const user = await registerAccount(
        app.database,
        { email: userid, password, locale: uiLocaleOf(request, request.body.locale) },
        options.openRegistration,
      );
      await signIn(request, user.id, undefined);
      return reply.code(201).send(presentUser(user));
    },
  );

  app.get(
    '/admin/usersnumber',
    {
      schema: {
        tags: ['users'],
        summary: 'How many accounts exist (0 = the first sign-up creates the admin)',
        response: { 200: UsersCountSchema },
      },
    },
    () => app.repositories.users.count(),
  );

  app.get(
    '/admin/users',
    {
      ...COMPRESSED_ANSWER,
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Every account (admin)',
        response: { 200: z.array(UserSchema), ...errors },
      },
    },
    async () => (await app.repositories.users.list()).map(presentUser),
  );

  app.post(
    '/admin/users',
    {
      onRequest: app.requireAdmin,
      config: { validationMessage: accountValidationMessage },
      schema: {
        tags: ['users'],
        summary: 'Add an account (admin)',
        body: CreateUserBodySchema,
        response: { 201: UserSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userid, password, group } = request.body;
      const user = await createAccount(app.repositories, {
        email: userid,
        password,
        group,
        // The admin's own interface language when the form tells none: the likeliest one.
        locale: uiLocaleOf(request, request.body.locale),
      });
      return reply.code(201).send(presentUser(user));
    },
  );

  app.post(
    '/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      config: { validationMessage: accountValidationMessage },
      schema: {
        tags: ['users'],
        summary:
          'Change the e-mail, group, language or password of an account, by id or e-mail (admin)',
        params: UserParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserSchema, ...errors, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const target = await findUserByIdOrEmail(app.repositories, request.params.id);
      const updated = await updateAccount(app.database, currentUser(request), target, {
        email: request.body.username,
        group: request.body.group,
        locale: request.body.locale,
        password: request.body.password,
      });
      // An open socket of a demoted admin stops getting what only admins see (and those of a
      // user whose password was set close with their sessions).
      await app.liveEvents.recheckRights();
      return presentUser(updated);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Delete an account, by id or e-mail (admin; not yourself)',
        params: UserParamsSchema,
        response: { 204: z.null(), ...errors, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const target = await findUserByIdOrEmail(app.repositories, request.params.id);
      const actor = currentUser(request);
      // Listed while they still name their owner: a job nobody can claim must not run on and
      // keep its result for the retention period.
      const unfinished = await app.jobRuntime.store.list({
        ownerId: target.id,
        status: [...IN_PROGRESS_JOB_STATES],
      });
      await deleteAccount(app.database, actor, target);
      for (const row of unfinished) {
        await abortJob(app.jobRuntime, row, 'cancelled', {
          message: JOB_OWNER_DELETED_MESSAGE,
          cancelledBy: { userId: actor.id, email: actor.email },
        });
      }
      await app.liveEvents.recheckRights();
      return reply.code(204).send(null);
    },
  );
  done();
};
