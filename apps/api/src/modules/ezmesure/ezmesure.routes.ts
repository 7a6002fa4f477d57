import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EzmesureUploadSchema } from '@sillage/shared-types';
import { HttpError, badRequest, notFound, serviceUnavailable } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { findAccessibleJob } from '../jobs/job-access.js';

export interface EzmesureOptions {
  /** Base URL and default token of the ezMESURE-compatible instance; undefined = feature off. */
  target: { url: string; token: string | undefined } | undefined;
}

/**
 * `POST /api/ezmesure/{jobId}` (owner or admin): streams the job's stored CSV result (gzip is
 * unpacked on the way) to `POST {base}/api/logs/{indice}` with a Bearer token, and answers with
 * ezMESURE's JSON. 404 without a CSV result, 503 when no instance is configured, 502 when the
 * instance refuses.
 */
export const ezmesureRoutes: FastifyPluginCallbackZod<EzmesureOptions> = (
  app,
  { target },
  done,
) => {
  app.post(
    '/ezmesure/:jobId',
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
      if (target === undefined) {
        throw serviceUnavailable('ezmesureNotConfigured');
      }
      const runtime = app.jobRuntime;
      const row = await findAccessibleJob(runtime, currentUser(request), request.params.jobId);
      const result = await runtime.storage.findResult(row.id);
      if (result === undefined || !/\.csv(\.gz)?$/.test(result)) {
        throw notFound('csvResultNotFound');
      }
      const token = request.body.options?.token ?? target.token;
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
