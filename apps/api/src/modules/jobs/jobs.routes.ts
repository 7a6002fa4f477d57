import path from 'node:path';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { JobRow } from '@sillage/db';
import { unstartedJobOfRow, type JobStorage } from '@sillage/jobs';
import {
  CancelJobResponseSchema,
  DeleteJobDataResponseSchema,
  IN_PROGRESS_JOB_STATES,
  JOB_ABORT_MESSAGES,
  JOB_CANCELLED_BY_ADMIN_MESSAGE,
  JobAbortReasonSchema,
  JobSummaryListSchema,
  JobsQuerySchema,
  ResultDownloadQuerySchema,
  RunningJobsQuerySchema,
  RunningJobsSchema,
  readInputBytes,
  readPercent,
  readStatusReason,
  selectOutcomeNotices,
  type JobSummary,
} from '@sillage/shared-types';
import { conflict, forbidden, notFound } from '../../errors/http-error.js';
import { attachmentHeader } from '../../http/attachment-header.js';
import { COMPRESSED_ANSWER } from '../../http/compressed-answer.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { isAnonymousJob } from './anonymous-jobs.js';
import { findAccessibleJob, findJobById, jobRouteAuth } from './job-access.js';
import { abortJob } from './job-answers.js';
import { JOB_ID_ROUTE } from './upload.routes.js';
import { isEnded } from './wait-for-job.js';

const MIME_BY_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/tab-separated-values',
  json: 'application/json',
  log: 'text/x-log',
  gz: 'application/gzip',
  zz: 'application/zlib',
};

/** A job row as the lists show it. */
export async function presentJob(
  storage: Pick<JobStorage, 'findResult'>,
  row: JobRow,
): Promise<JobSummary> {
  const live = row.status === 'running' ? liveFigure(row.report) : () => 0;
  return {
    jobId: row.id,
    userId: row.ownerId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    attempts: row.attempts,
    // A running job's counters come with its heartbeat, its share read with its live report:
    // the later of the two, or a page would show "50 % read" beside "0 lines".
    linesInput: Math.max(row.linesInput, live('nb-lines-input')),
    events: Math.max(row.events, live('nb-ecs')),
    deniedEvents: Math.max(row.deniedEvents, live('nb-denied-ecs')),
    rejectedLines: row.rejectedLines,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    errorReason: row.status === 'error' ? readStatusReason(row.report?.general) : null,
    abortReason:
      row.status === 'abort'
        ? (JobAbortReasonSchema.safeParse(row.abortReason).data ?? null)
        : null,
    cancelledBy:
      row.status === 'abort' && row.cancelledByEmail !== null
        ? { userId: row.cancelledBy, email: row.cancelledByEmail }
        : null,
    // Finished without a result file: a `POST /` job streamed it back and keeps none.
    resultKept: row.status === 'completed' && (await storage.findResult(row.id)) !== undefined,
    counted: row.settings['counter-mode']?.trim().toLowerCase() === 'r51',
    readPercent: row.status === 'running' ? readPercentOf(row.report) : null,
    // An upload keeps its queued row's heartbeat fresh; the queue's jobs have none (markEnqueued).
    uploading: row.status === 'queued' && row.heartbeatAt !== null,
    // A running job's live report may still change its mind; a done job's result is final.
    outcomeNotices: row.status === 'completed' ? selectOutcomeNotices(row.report?.notices) : [],
  };
}

/** A count of a live report's `general`, 0 when it has none. */
function liveFigure(report: Record<string, unknown> | null): (key: string) => number {
  const general = report?.general;
  return (key) => {
    const value =
      typeof general === 'object' && general !== null
        ? (general as Record<string, unknown>)[key]
        : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
}

/** How much of a running job's inputs its last live report says are read (null: unknown). */
function readPercentOf(report: Record<string, unknown> | null): number | null {
  const general = report?.general;
  const bytes = readInputBytes(
    typeof general === 'object' && general !== null
      ? { general: general as Record<string, unknown> }
      : null,
  );
  return bytes === null ? null : readPercent(bytes.read, bytes.total);
}

/** `YYYY-MM-DD_HHhmm` of the reference's result file names (UTC). */
function resultStamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)}_${iso.slice(11, 13)}h${iso.slice(14, 16)}`;
}

/**
 * Result download (`GET /{jobId}`, by id alone for anonymous jobs), cancel (`DELETE /api/jobs/{jobId}`) and job lists
 * (`GET /api/jobs`, `/api/jobs/{user}`, `/api/admin/jobs`); every job is visible to its owner
 * and to admins only.
 */
export const jobsRoutes: FastifyPluginCallbackZod<{
  /** SILLAGE_ANONYMOUS_JOBS: the result of a job started without credentials is open by id. */
  anonymousJobs?: boolean;
}> = (app, options, done) => {
  const runtime = app.jobRuntime;

  // With or without the trailing slash the reference's web client adds.
  for (const url of [`/${JOB_ID_ROUTE}`, `/${JOB_ID_ROUTE}/`]) {
    app.get(
      url,
      {
        onRequest: jobRouteAuth(app, options.anonymousJobs === true),
        config: { jobRoute: true },
        schema: {
          tags: ['jobs'],
          summary: 'Download the result of a PUT job',
          querystring: ResultDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const { jobId } = request.params as { jobId: string };
        const row = await findJobById(runtime, request.user, jobId, options.anonymousJobs === true);
        const file = await runtime.storage.findResult(row.id);
        // Opened before answering: a sweep or retry removing it now cannot cut the download short.
        const opened = file === undefined ? undefined : await runtime.storage.openFile(file);
        if (file === undefined || opened === undefined) {
          throw notFound('resultNotFound');
        }
        const extension = path.basename(file).replace(/^result\.job-ecs\./, '');
        const last = extension.split('.').at(-1) ?? '';
        const { filename } = request.query;
        const name =
          filename === undefined || filename === ''
            ? `${row.id.slice(0, 8)}_${resultStamp(row.createdAt)}.job-ecs.${extension}`
            : `${filename}.${extension}`;
        return reply
          .type(MIME_BY_EXTENSION[last] ?? 'application/octet-stream')
          .header('Content-Disposition', attachmentHeader(name))
          .send(opened.stream);
      },
    );
  }

  // Uuid-constrained like every by-id job route: any other id is no route (404), never a query
  // the database refuses (500).
  app.delete(
    `/api/jobs/${JOB_ID_ROUTE}`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Cancel a queued or running job',
        params: z.object({ jobId: z.string() }),
        response: { 200: CancelJobResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findAccessibleJob(runtime, user, request.params.jobId);
      if (isEnded(row)) {
        throw conflict('jobAlreadyEnded');
      }
      await abortJob(runtime, row, 'cancelled', {
        message:
          row.ownerId === user.id ? JOB_ABORT_MESSAGES.cancelled : JOB_CANCELLED_BY_ADMIN_MESSAGE,
        cancelledBy: { userId: user.id, email: user.email },
        // Used only when no run has written a report yet (queued, or its body still coming in).
        known: unstartedJobOfRow(row, runtime.version),
      });
      const after = await runtime.store.findById(row.id);
      return { jobId: row.id, status: after?.status ?? 'abort' };
    },
  );

  // What retention does at the end of SILLAGE_JOB_RETENTION_HOURS, now, for one job: its owner
  // (or an admin) need not leave a log of patrons' addresses on the server once they have the
  // result. A job still running is cancelled first (DELETE /api/jobs/{jobId}), so a cancel that
  // arrives as the job ends never deletes it.
  app.delete(
    `/api/jobs/${JOB_ID_ROUTE}/data`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary:
          'Delete an ended job now: its uploaded logs, result, report and traces, and its row',
        params: z.object({ jobId: z.string() }),
        response: { 200: DeleteJobDataResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findAccessibleJob(runtime, user, request.params.jobId);
      if (!isEnded(row)) {
        throw conflict('jobNotEnded');
      }
      await runtime.storage.removeJob(row.id);
      await runtime.store.delete([row.id]);
      request.log.info({ jobId: row.id, by: user.id }, 'job deleted by request');
      return { jobId: row.id, deleted: true as const };
    },
  );

  const resolveUserId = async (user: string) =>
    user.includes('@')
      ? (await app.repositories.users.findByEmail(user))?.id
      : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(user)
        ? user.toLowerCase()
        : undefined;

  app.get(
    '/api/jobs',
    {
      ...COMPRESSED_ANSWER,
      onRequest: app.requireAdmin,
      schema: {
        tags: ['jobs'],
        summary: 'Every job, newest first (admins); ?user= narrows to one user',
        querystring: JobsQuerySchema,
        response: { 200: JobSummaryListSchema },
      },
    },
    async (request) => {
      const ownerId =
        request.query.user === undefined ? undefined : await resolveUserId(request.query.user);
      if (request.query.user !== undefined && ownerId === undefined) {
        return [];
      }
      const rows = await runtime.store.listSummaries(
        ownerId === undefined ? undefined : { ownerId },
      );
      // Admins recognise people by their e-mail, not by an id (one query for the whole list).
      const emails = new Map(
        (await app.repositories.users.list()).map((user) => [user.id, user.email]),
      );
      return Promise.all(
        rows.map(async (row) => ({
          ...(await presentJob(runtime.storage, row)),
          userEmail: row.ownerId === null ? null : (emails.get(row.ownerId) ?? null),
          ownerDeleted: row.ownerId === null && !isAnonymousJob(row),
        })),
      );
    },
  );

  app.get(
    '/api/jobs/:user',
    {
      ...COMPRESSED_ANSWER,
      onRequest: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "A user's jobs, newest first (themselves or an admin)",
        params: z.object({ user: z.string().min(1) }),
        response: { 200: JobSummaryListSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ownerId = await resolveUserId(request.params.user);
      if (user.group !== 'admin' && ownerId !== user.id) {
        throw forbidden('notYourJobs');
      }
      const rows = ownerId === undefined ? [] : await runtime.store.listSummaries({ ownerId });
      return Promise.all(rows.map((row) => presentJob(runtime.storage, row)));
    },
  );

  app.get(
    '/api/admin/jobs',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['jobs'],
        summary:
          'Ids of the jobs in progress, uploads included (admins); ?socket= subscribes that socket to `jobs`',
        querystring: RunningJobsQuerySchema,
        response: { 200: RunningJobsSchema },
      },
    },
    async (request) => {
      if (request.query.socket !== undefined) {
        // The reference's way to join the `admin` room (`jobs` updates) over the websocket.
        if (app.hasDecorator('liveEvents')) {
          app.liveEvents.watchJobs(request.query.socket, currentUser(request).id);
        }
      }
      return (await runtime.store.list({ status: [...IN_PROGRESS_JOB_STATES] })).map(
        (row) => row.id,
      );
    },
  );
  done();
};
