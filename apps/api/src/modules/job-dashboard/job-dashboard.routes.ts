import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardQuerySchema, DashboardSchema } from '@sillage/shared-types';
import { HttpError, notFound } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { findAccessibleJob } from '../jobs/job-access.js';
import { JOB_ID_ROUTE } from '../jobs/upload.routes.js';
import { DashboardAggregator } from './dashboard-aggregator.js';
import { decodeResult, readResultRecords, UnreadableResultError } from './result-records.js';

/**
 * `GET /api/jobs/{jobId}/dashboard` (owner or admin): the usage dashboard of a finished job,
 * counted from its result file on each call (filters as query parameters). 404 while the job has
 * no complete result (`resultNotKept` when it finished without one: it was streamed back); 422 when the result holds no events (Clean-Only) or cannot be read.
 */
export const jobDashboardRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    `/jobs/${JOB_ID_ROUTE}/dashboard`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "Usage dashboard of a job's events (over time, by platform, rtype, mime, titles)",
        params: z.object({ jobId: z.string() }),
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request, reply) => {
      const runtime = app.jobRuntime;
      const row = await findAccessibleJob(runtime, currentUser(request), request.params.jobId);
      const result = await runtime.storage.findResult(row.id);
      if (result === undefined) {
        // Finished without a result file: a `POST /` job streamed it back and keeps none.
        throw notFound(row.status === 'completed' ? 'resultNotKept' : 'resultNotFound');
      }
      // A zone the job chose for its output is the one its librarian reads the result in; the
      // default (UTC) is no one's choice, so the viewer's own zone is used then.
      const aggregator = new DashboardAggregator(
        request.query,
        row.settings['output-timezone'] ?? request.query.tz,
      );
      const file = runtime.storage.readStream(result);
      const decoded = decodeResult(result, file);
      // A reader that leaves (a newer filter, a closed tab) stops the count: a result of a
      // million events costs seconds of CPU, otherwise spent for nobody.
      const readerGone = new AbortController();
      const stopReading = () => {
        if (!reply.raw.writableEnded) {
          readerGone.abort();
          decoded.destroy();
          file.destroy();
        }
      };
      reply.raw.once('close', stopReading);
      try {
        for await (const record of readResultRecords(decoded)) {
          aggregator.add(record);
        }
      } catch (error) {
        if (!readerGone.signal.aborted) {
          request.log.warn({ err: error }, 'unreadable job result');
          throw new HttpError(
            422,
            'VALIDATION_FAILED',
            error instanceof UnreadableResultError ? 'resultHasNoEvents' : 'resultUnreadable',
          );
        }
      } finally {
        reply.raw.off('close', stopReading);
        decoded.destroy();
        file.destroy();
      }
      if (readerGone.signal.aborted) {
        // Nobody to answer: the read was stopped on purpose.
        reply.hijack();
        return reply;
      }
      return aggregator.build();
    },
  );
  done();
};
