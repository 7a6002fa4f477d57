import { stat } from 'node:fs/promises';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardQuerySchema, DashboardSchema } from '@sillage/shared-types';
import { HttpError, notFound } from '../../errors/http-error.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { findAccessibleJob } from '../jobs/job-access.js';
import { JOB_ID_ROUTE } from '../jobs/upload.routes.js';
import {
  DashboardIndexCache,
  ReaderGoneError,
  type DashboardIndexCacheOptions,
  type ResultIdentity,
} from './dashboard-index-cache.js';
import type { DashboardIndex } from './dashboard-index.js';
import { dashboardFromIndex } from './dashboard-index-query.js';
import { readDashboardIndex } from './read-dashboard-index.js';
import { UnreadableResultError } from './result-records.js';

/**
 * A few jobs' indexes (about 9 bytes an event: 5.6 MB measured for a million-line log), within a
 * budget that leaves the api room for its uploads.
 */
export const DEFAULT_DASHBOARD_CACHE: DashboardIndexCacheOptions = {
  maxEntries: 8,
  maxBytes: 256 * 1024 * 1024,
};
/** How often kept indexes of deleted or rewritten results are let go. */
const PRUNE_INTERVAL_MS = 60_000;

export interface JobDashboardRoutesOptions {
  cache?: DashboardIndexCacheOptions;
}

async function identityOf(file: string): Promise<ResultIdentity | undefined> {
  try {
    const info = await stat(file);
    return { file, size: info.size, mtimeMs: info.mtimeMs };
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/jobs/{jobId}/dashboard` (owner or admin): the usage dashboard of a finished job,
 * counted from an index of its result read once and kept for the next filters (ADR 0090). 404
 * while the job has no complete result (`resultNotKept` when it finished without one: it was
 * streamed back); 422 when the result holds no events (Clean-Only) or cannot be read.
 */
export const jobDashboardRoutes: FastifyPluginCallbackZod<JobDashboardRoutesOptions> = (
  app,
  options,
  done,
) => {
  const cache = new DashboardIndexCache(options.cache ?? DEFAULT_DASHBOARD_CACHE);
  const currentIdentity = async (jobId: string) => {
    const result = await app.jobRuntime.storage.findResult(jobId);
    return result === undefined ? undefined : identityOf(result);
  };
  const pruner = setInterval(() => {
    cache.prune(currentIdentity).catch((error: unknown) => {
      app.log.warn({ err: error }, 'dashboard cache prune failed');
    });
  }, PRUNE_INTERVAL_MS);
  pruner.unref();
  app.addHook('onClose', (_instance, closed) => {
    clearInterval(pruner);
    closed();
  });

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
      const identity = result === undefined ? undefined : await identityOf(result);
      if (result === undefined || identity === undefined) {
        cache.drop(row.id);
        // Finished without a result file: a `POST /` job streamed it back and keeps none.
        throw notFound(row.status === 'completed' ? 'resultNotKept' : 'resultNotFound');
      }
      // A zone the job chose for its output is the one its librarian reads the result in; the
      // default (UTC) is no one's choice, so the viewer's own zone is used then.
      const timeZone = row.settings['output-timezone'] ?? request.query.tz;
      // A reader that leaves (a newer filter, a closed tab) no longer waits for the index; the
      // read itself stops once no one waits for it.
      const readerGone = new AbortController();
      const leave = () => {
        if (!reply.raw.writableEnded) readerGone.abort();
      };
      reply.raw.once('close', leave);
      let index: DashboardIndex | undefined;
      try {
        index = await cache.get(
          row.id,
          identity,
          (signal) =>
            readDashboardIndex(result, (file) => runtime.storage.readStream(file), signal),
          readerGone.signal,
        );
      } catch (error) {
        if (!(error instanceof ReaderGoneError) && !readerGone.signal.aborted) {
          request.log.warn({ err: error }, 'unreadable job result');
          throw new HttpError(
            422,
            'VALIDATION_FAILED',
            error instanceof UnreadableResultError ? 'resultHasNoEvents' : 'resultUnreadable',
          );
        }
      } finally {
        reply.raw.off('close', leave);
      }
      if (index === undefined) {
        // Nobody to answer: the client left.
        reply.hijack();
        return reply;
      }
      return dashboardFromIndex(index, request.query, timeZone);
    },
  );
  done();
};
