import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JOB_STATUS_CODES,
  PlatformFieldListSchema,
  PlatformFieldsQuerySchema,
  PlatformFieldsSchema,
  PublicConfigSchema,
  StatusCodesInfoSchema,
  UNRAISED_STATUS_CODES,
  type PlatformFieldListName,
} from '@sillage/shared-types';
import { notFound } from '../../errors/http-error.js';
import {
  readIgnoredDomains,
  readPlatformFields,
  sortByCode,
  type PlatformFieldsSource,
} from './platform-fields.js';

export interface ProtocolInfoRoutesOptions extends PlatformFieldsSource {
  version: string;
  /** The exclusion lists jobs load (SILLAGE_EXCLUSIONS_DIR, else the fetched copy once there). */
  exclusionsDir: () => Promise<string | undefined>;
}

/** Every code of the reference's `statuscodes.json` (raised or not) and Sillage's own, by code. */
const STATUS_MESSAGES: Record<string, string> = Object.fromEntries(
  [
    ...Object.entries(JOB_STATUS_CODES).map(([code, { message }]) => [code, message] as const),
    ...Object.entries(UNRAISED_STATUS_CODES),
  ].sort(([a], [b]) => Number(a) - Number(b)),
);

/**
 * The reference's public `/api/info/*` routes that scripts call (all without credentials):
 * `version` (text), `codes` and `codes/{n}` (job status messages), `uuid` (a job id for
 * `PUT /{id}`, text), `config` (the ignored domains), and `fields`, `rid`, `mime`, `rtype` (with
 * or without `.json`, `?sort=asc|desc`) from the platforms pack's `fields.json`.
 */
export const protocolInfoRoutes: FastifyPluginCallbackZod<ProtocolInfoRoutesOptions> = (
  app,
  options,
  done,
) => {
  app.get(
    '/info/version',
    { schema: { tags: ['info'], summary: 'Running version, as text' } },
    (_request, reply) => reply.type('text/plain; charset=utf-8').send(options.version),
  );

  app.get(
    '/info/codes',
    {
      schema: {
        tags: ['info'],
        summary: 'Job status codes (ezPAARSE-Status) and their messages',
        response: { 200: StatusCodesInfoSchema },
      },
    },
    () => STATUS_MESSAGES,
  );

  app.get(
    '/info/codes/:code(^\\d+$)',
    {
      schema: {
        tags: ['info'],
        summary: 'The message of one job status code',
        // 200: the message as a JSON string; 404 (an ApiError) for an unknown code.
        params: z.object({ code: z.string() }),
      },
    },
    (request, reply) => {
      const message = STATUS_MESSAGES[request.params.code];
      if (message === undefined) {
        throw notFound('codeNotFound');
      }
      // A JSON string, as the reference sent it (a returned string would go out as plain text).
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(message));
    },
  );

  app.get(
    '/info/uuid',
    { schema: { tags: ['info'], summary: 'A fresh job id for PUT /{jobId}, as text' } },
    // Random (v4), where the reference gave a time-based v1: a job id is its result's only
    // secret when anonymous jobs are on, so it must not be guessable.
    (_request, reply) => reply.type('text/plain; charset=utf-8').send(randomUUID()),
  );

  app.get(
    '/info/config',
    {
      schema: {
        tags: ['info'],
        summary: 'Public settings: the ignored domains of the exclusions pack',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => ({
      EZPAARSE_IGNORED_DOMAINS: await readIgnoredDomains(await options.exclusionsDir()),
    }),
  );

  const fieldsSchema = {
    tags: ['info'],
    summary: "The platforms pack's fields.json",
    response: { 200: PlatformFieldsSchema },
  };
  for (const url of ['/info/fields', '/info/fields.json']) {
    app.get(url, { schema: fieldsSchema }, () => readPlatformFields(options));
  }

  for (const name of ['rid', 'mime', 'rtype'] satisfies PlatformFieldListName[]) {
    for (const url of [`/info/${name}`, `/info/${name}.json`]) {
      app.get(
        url,
        {
          schema: {
            tags: ['info'],
            summary: `The ${name} codes of the platforms pack's fields.json`,
            querystring: PlatformFieldsQuerySchema,
            response: { 200: PlatformFieldListSchema },
          },
        },
        async (request) => {
          const list = (await readPlatformFields(options))[name] ?? [];
          const { sort } = request.query;
          return sort === undefined || sort === '' ? list : sortByCode(list, sort);
        },
      );
    }
  }
  done();
};
