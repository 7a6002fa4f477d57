import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CreateCustomSettingBodySchema,
  CustomSettingParamsSchema,
  CustomSettingSchema,
  PredefinedSettingsListingSchema,
  parseJobSettings,
  UpdateCustomSettingBodySchema,
  type JobFailure,
  type PredefinedSettingsMap,
} from '@sillage/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.plugin.js';
import { buildApiError } from '../../plugins/error-handler.plugin.js';
import {
  createCustomSetting,
  deleteCustomSetting,
  listCustomSettings,
  presentCustomSetting,
  replaceCustomSetting,
} from './custom-settings.service.js';
import { listPredefinedSettings } from './predefined-settings-listing.js';
import type { ReloadingFile } from './reloading-file.js';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Predefined settings (built-in + configured file) and users' saved custom settings. */
export const settingsRoutes: FastifyPluginCallbackZod<{
  predefinedSettings: ReloadingFile<PredefinedSettingsMap>;
}> = (app, { predefinedSettings }, done) => {
  // A job resolves a predefined key before a custom id (the reference's order).
  const predefinedIds = async () => new Set(Object.keys(await predefinedSettings.current()));
  /**
   * Why a job sent with these headers alone would be refused (a value no job accepts, as
   * `Accept: text/html`), checked as a job checks them; undefined when it would run. Saved as
   * they are, such settings would fail every job that names them.
   */
  const refusedHeaders = async (
    request: FastifyRequest,
    headers: Record<string, string>,
  ): Promise<JobFailure | undefined> => {
    const parsed = parseJobSettings(
      headers,
      await app.jobRuntime.settingsSources(currentUser(request)),
    );
    return parsed.ok ? undefined : parsed.failure;
  };
  /** 400 `invalidSettingHeaders`, with the job status and its explanation (which header). */
  const refuse = (reply: FastifyReply, failure: JobFailure) =>
    reply.code(400).send(
      buildApiError(400, 'invalidSettingHeaders', {
        ezpaarseStatus: failure.status,
        detail: failure.message,
      }),
    );
  app.get(
    '/info/predefined-settings',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Predefined settings: key → {fullName, country, headers, availability} (can a job use it here)',
        response: { 200: PredefinedSettingsListingSchema },
      },
    },
    async () =>
      listPredefinedSettings(
        await predefinedSettings.current(),
        // The sources jobs validate against (the chain an admin saved included), so the verdict
        // is the one a job would get.
        await app.jobRuntime.settingsSources(null),
      ),
  );

  app.get(
    '/info/predefined-settings/custom',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: 'Custom settings you may use (yours, shared ones; admins see all)',
        response: { 200: z.array(CustomSettingSchema), 401: ApiErrorSchema },
      },
    },
    async (request) =>
      (await listCustomSettings(app.repositories, currentUser(request))).map(presentCustomSetting),
  );

  app.post(
    '/info/predefined-settings/custom',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        summary:
          'Save custom settings (409 already_exists on an id or name clash, or a predefined key as id)',
        body: CreateCustomSettingBodySchema,
        response: { 201: CustomSettingSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const failure = await refusedHeaders(request, request.body.settings.headers);
      if (failure !== undefined) {
        return refuse(reply, failure);
      }
      const row = await createCustomSetting(
        app.repositories,
        currentUser(request),
        request.body.settings,
        await predefinedIds(),
      );
      return reply.code(201).send(presentCustomSetting(row));
    },
  );

  app.put(
    '/info/predefined-settings/custom/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: 'Replace custom settings (owner or admin); `newId` renames',
        params: CustomSettingParamsSchema,
        body: UpdateCustomSettingBodySchema,
        response: {
          200: CustomSettingSchema,
          ...errors,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const failure = await refusedHeaders(request, request.body.settings.headers);
      if (failure !== undefined) {
        return refuse(reply, failure);
      }
      const row = await replaceCustomSetting(
        app.repositories,
        currentUser(request),
        request.params.id,
        request.body.settings,
        await predefinedIds(),
      );
      return presentCustomSetting(row);
    },
  );

  app.delete(
    '/info/predefined-settings/custom/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['settings'],
        summary: 'Delete custom settings (owner or admin)',
        params: CustomSettingParamsSchema,
        response: { 204: z.null(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteCustomSetting(app.repositories, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};
