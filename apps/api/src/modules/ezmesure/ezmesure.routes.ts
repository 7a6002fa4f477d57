import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EzmesureInstanceListSchema, EzmesureUploadSchema } from '@sillage/shared-types';
import type { EzmesureTarget } from '../../config.js';
import {
  HttpError,
  badRequest,
  notAcceptable,
  notFound,
  serviceUnavailable,
} from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { findAccessibleJob } from '../jobs/job-access.js';
import { JOB_ID_ROUTE } from '../jobs/upload.routes.js';

export interface EzmesureOptions {
  /** The ezMESURE-compatible instances, first = default; empty = feature off. */
  targets: EzmesureTarget[];
}

/**
 * `GET /api/ezmesure/instances.json` (signed in): the configured instances, without their tokens.
 *
 * `POST /api/ezmesure/{jobId}` (owner or admin): streams the job's stored CSV result (gzip is
 * unpacked on the way) to `POST {base}/api/logs/{indice}` with a Bearer token (the sender's own;
 * the instance's configured one only for an administrator), and answers with
 * ezMESURE's JSON. 404 without a CSV result, 503 when no instance is configured, 502 when the
 * instance refuses.
 */
export const ezmesureRoutes: FastifyPluginCallbackZod<EzmesureOptions> = (
  app,
  { targets },
  done,
) => {
  app.get(
    '/ezmesure/instances.json',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'ezMESURE instances a job result can be sent to',
        response: { 200: EzmesureInstanceListSchema },
      },
    },
    () => targets.map(({ id, label, url }) => ({ id, label, baseUrl: url })),
  );
  // Uuid-constrained like every by-id job route: any other id is no route (404), never a query
  // the database refuses (500).
  app.post(
    `/ezmesure/${JOB_ID_ROUTE}`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "Send a job's CSV result to ezMESURE",
        params: z.object({ jobId: z.string() }),
        body: EzmesureUploadSchema,
      },
    },
    async (request, reply) => {
      if (targets.length === 0) {
        throw serviceUnavailable('ezmesureNotConfigured');
      }
      const { instanceId } = request.body;
      const target =
        instanceId === undefined ? targets[0] : targets.find((item) => item.id === instanceId);
      if (target === undefined) {
        throw notFound('ezmesureInstanceNotFound');
      }
      const runtime = app.jobRuntime;
      const user = currentUser(request);
      const row = await findAccessibleJob(runtime, user, request.params.jobId);
      const result = await runtime.storage.findResult(row.id);
      if (result === undefined) {
        throw notFound('csvResultNotFound');
      }
      // ezMESURE takes CSV only: a job that wrote another format answers 406, as the reference.
      if (!/\.csv(\.gz)?$/.test(result)) {
        throw notAcceptable('csvResultNotFound');
      }
      // The instance's own token writes to any index it reaches, and the sender names the index:
      // an administrator's to lend, not every account's; others send with their own token.
      const token =
        request.body.options?.token ?? (user.group === 'admin' ? target.token : undefined);
      if (token === undefined) {
        throw badRequest('ezmesureTokenMissing');
      }
      const file = runtime.storage.readStream(result);
      const body = result.endsWith('.gz') ? file.pipe(createGunzip()) : file;
      let response: Response;
      try {
        response = await fetch(
          `${target.url}/api/logs/${encodeURIComponent(request.body.indice)}`,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
            body: Readable.toWeb(body),
            duplex: 'half',
          },
        );
      } catch (error) {
        request.log.warn({ err: error }, 'ezMESURE unreachable');
        throw new HttpError(502, 'SERVICE_UNAVAILABLE', 'ezmesureUnreachable');
      } finally {
        file.destroy();
      }
      const text = await response.text();
      if (!response.ok) {
        throw new HttpError(
          502,
          'SERVICE_UNAVAILABLE',
          `ezmesureRefused: ${response.status} ${text.slice(0, 200)}`,
        );
      }
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // Not JSON: relay the text as is.
      }
      return reply.code(200).send(payload);
    },
  );
  done();
};
