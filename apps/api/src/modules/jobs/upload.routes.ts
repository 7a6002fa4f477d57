import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoredInput } from '@sillage/jobs';
import type { JobRuntime } from './job-runtime.plugin.js';
import {
  JOB_STATUS_CODES,
  parseJobSettings,
  type JobSettings,
  type JobStatusCode,
} from '@sillage/shared-types';
import type { MethodAliasRoute } from '../../http/allowed-methods.js';
import { mailBaseUrl, publicBaseUrl, type MailLinkSettings } from '../../http/public-url.js';
import { notFound } from '../../errors/http-error.js';
import { unauthenticatedRequest } from '../../plugins/auth.plugin.js';
import { allowBody } from '../../plugins/expect-continue.plugin.js';
import { BASE_URL_KEY, isStorageFull, MAIL_BASE_URL_KEY, unstartedJob } from '@sillage/jobs';
import { ANONYMOUS_JOB_KEY, type AnonymousJobLimiter } from './anonymous-jobs.js';
import { clientAddressKey } from '../../http/client-address.js';
import { jobRouteAuth } from './job-access.js';
import { jobRequestHeaders, storableJobHeaders } from './job-request-headers.js';
import { buildJobHeaders } from './job-urls.js';
import {
  MAX_FIELD_BYTES,
  MultipartError,
  receiveUpload,
  UploadAbortedError,
  UploadTooLargeError,
} from './job-upload.js';
import {
  abortOutcome,
  cancelForGoneClient,
  failureOf,
  headerSafe,
  JOB_ABORTED,
  hookHeaders,
  resultContentHeaders,
  sendFailure,
  closeAfterAnswer,
  sendTooLarge,
  sendUnfinished,
  statusHeaders,
  STORAGE_FULL,
} from './job-answers.js';
import { answerLive } from './live-upload.js';
import { watchUpload } from './upload-watch.js';
import { waitForJobEnd } from './wait-for-job.js';

/**
 * A job id in a route path: a uuid (any version), in either case; jobIdCasePlugin hands routes
 * its lower-case form.
 */
export const JOB_ID_ROUTE =
  ':jobId(^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$)';

/** A job's own path, with and without the reference's trailing slash. */
const JOB_URLS = [`/${JOB_ID_ROUTE}`, `/${JOB_ID_ROUTE}/`];

/**
 * The POST routes uploadRoutes registers as aliases of its `PUT /{jobId}`: the path takes no
 * POST of its own, so a 405's `Allow` leaves them out (staticWebPlugin's `methodAliases`).
 */
export const PUT_ALIAS_ROUTES: readonly MethodAliasRoute[] = JOB_URLS.map((url) => ({
  method: 'POST',
  url,
}));

export interface UploadRoutesOptions {
  publicUrl: string | undefined;
  /** Where the job's mailed links (job finished) may point. */
  mailLinks: MailLinkSettings;
  maxUploadBytes: number;
  keepAliveMs: number;
  /**
   * How often an upload in progress proves it is alive, data or not; well under the workers'
   * stale limit (uploadHeartbeatFor(SILLAGE_STALE_AFTER_MS)).
   */
  uploadHeartbeatMs: number;
  /** SILLAGE_ANONYMOUS_JOBS: uploads without credentials are taken, counted per address. */
  anonymousJobs?: AnonymousJobLimiter | undefined;
}

/**
 * `PUT /{jobId}` (answers when the job ends, keep-alive dots meanwhile, final status as trailers)
 * and `POST /` (a plain body is processed live, see answerLive; a multipart one streams the
 * result once the job is done). Both validate the settings headers
 * before reading the body, stream the body into the job's folder, record and enqueue the job.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  // The body is the log: leave it unread for receiveUpload, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });
  await app.register(multipart, {
    limits: { fileSize: options.maxUploadBytes, files: 1000, fieldSize: MAX_FIELD_BYTES },
  });

  const deferred = (request: FastifyRequest, reply: FastifyReply) =>
    runUpload(
      app.jobRuntime,
      request,
      reply,
      (request.params as { jobId: string }).jobId,
      'deferred',
      options,
    );
  // The reference's aliases, which its web client and scripts use: a trailing slash, and a POST
  // turned into a PUT by `?_method=PUT` or `X-HTTP-Method-Override: PUT` (for clients that
  // cannot send PUT). A POST without them is no route, as there.
  const auth = jobRouteAuth(app, options.anonymousJobs !== undefined);
  // The body is asked for only once its settings headers have passed (runUpload).
  const route = {
    onRequest: auth,
    config: { jobRoute: true, continuesItself: true },
    schema: { hide: true },
  };
  for (const url of JOB_URLS) {
    app.put(url, route, deferred);
  }
  // Not listed in a 405's Allow (PUT_ALIAS_ROUTES): the path takes no POST of its own.
  for (const { method, url } of PUT_ALIAS_ROUTES) {
    app.route({
      method,
      url,
      ...route,
      onRequest: [notFoundUnlessPutOverride, auth],
      handler: deferred,
    });
  }
  app.post('/', route, (request, reply) =>
    runUpload(app.jobRuntime, request, reply, randomUUID(), 'streamed', options),
  );
}

/** True when a POST asks to be taken as a PUT (`?_method=PUT` or `X-HTTP-Method-Override`). */
export function overridesToPut(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?._method ?? request.headers['x-http-method-override'];
  return typeof asked === 'string' && asked.trim().toUpperCase() === 'PUT';
}

function notFoundUnlessPutOverride(request: FastifyRequest): Promise<void> {
  return overridesToPut(request)
    ? Promise.resolve()
    : Promise.reject(notFound(`Route POST ${request.url.split('?')[0] ?? ''} not found`));
}

async function runUpload(
  runtime: JobRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
  mode: 'deferred' | 'streamed',
  options: UploadRoutesOptions,
) {
  // Null only when anonymous jobs are on (the route's hook lets such requests through).
  const user = request.user;
  if (user === null) {
    if (options.anonymousJobs === undefined) {
      throw unauthenticatedRequest(request);
    }
    await options.anonymousJobs.admit(clientAddressKey(request.ip));
  }
  // A raw body declared larger than the limit is refused before any job exists: the client
  // learns it at once instead of after sending the limit's worth, and no job id is used up.
  // (A multipart body's length counts its framing too, so only its files are measured, below.)
  const declaredBytes = Number(request.headers['content-length']);
  if (!request.isMultipart() && declaredBytes > options.maxUploadBytes) {
    return sendTooLarge(request, reply, new UploadTooLargeError(options.maxUploadBytes).message);
  }
  const ownerId = user?.id ?? null;
  const sources = await runtime.settingsSources(user);
  const parsed = parseJobSettings(jobRequestHeaders(request), sources);
  if (!parsed.ok) {
    return sendFailure(reply, parsed.failure);
  }
  const settings = parsed.settings;
  if (user === null && settings.notifications.mail.length > 0) {
    // Anyone may send an anonymous job: its mails would make the server mail any address.
    return sendFailure(reply, {
      status: 4021,
      message: 'Mail notifications need a signed-in account: an anonymous job sends none.',
    });
  }
  const base = publicBaseUrl(request, options.publicUrl, options.mailLinks.fallback);
  const now = new Date();
  const taken = { status: 4023 as JobStatusCode, message: JOB_STATUS_CODES[4023].message };
  if (!(await runtime.storage.createJobDir(jobId))) {
    return sendFailure(reply, taken);
  }
  const socketId = settings.socketId ?? null;
  const created = await runtime.store.createUploading(
    {
      id: jobId,
      ownerId,
      settings: {
        ...storableJobHeaders(settings.headers),
        // The worker re-reads these headers without the saved chain: it gets the resolved one,
        // with the middlewares the job runs without, which it leaves out and reports again.
        ...(sources.middlewaresChain === undefined
          ? {}
          : {
              'ezpaarse-middlewares': `(only) ${[...settings.middlewares, ...(settings.skippedMiddlewares ?? [])].join(', ')}`,
            }),
        [BASE_URL_KEY]: base,
        [MAIL_BASE_URL_KEY]: mailBaseUrl(request, options.mailLinks),
        ...(user === null ? { [ANONYMOUS_JOB_KEY]: 'true' } : {}),
      },
      socketId,
    },
    now,
  );
  if (!created) {
    return sendFailure(reply, taken);
  }
  const address = { jobId, ownerId, socketId };
  const headers = buildJobHeaders(base, jobId, settings);
  // The report of this job should it end before any run reads it (its upload cut or refused).
  const unstarted = unstartedJob(jobId, settings, {
    base,
    date: now,
    userAgent: request.headers['user-agent'],
    appVersion: runtime.version,
  });
  allowBody(reply);
  if (mode === 'streamed' && !request.isMultipart()) {
    return answerLive(
      runtime,
      request,
      reply,
      {
        jobId,
        address,
        headers,
        settings,
        unstarted,
        maxUploadBytes: options.maxUploadBytes,
        uploadHeartbeatMs: options.uploadHeartbeatMs,
      },
      clientGone(reply),
    );
  }

  // Upload: the row stays `queued` with a heartbeat until the body is stored. It is in progress
  // from now on: admins watching jobs hear of it at once, not once the body is in.
  void runtime.bus.publish({ type: 'status', ...address, status: 'queued' }).catch(() => undefined);
  const watch = watchUpload(runtime, jobId, options.uploadHeartbeatMs);
  const releaseClose = request.server.backgroundTasks.hold();
  try {
    const receiving = receiveUpload(
      request,
      runtime.storage,
      jobId,
      options.maxUploadBytes,
      watch.signal,
    );
    let inputs: StoredInput[];
    try {
      inputs = await Promise.race([receiving, rejectOnAbort(watch.signal)]);
    } finally {
      watch.stop();
    }
    if (inputs.length === 0) {
      throw new MultipartError('No file part in the multipart body.');
    }
    await runtime.storage.writeInputs(jobId, inputs);
  } catch (error) {
    if (watch.signal.aborted) {
      // Cancelled while its body came in: answered now, without reading the rest of it.
      return await answerCancelledUpload(runtime, request, reply, jobId, headers);
    }
    const cancelled = error instanceof UploadAbortedError;
    const outcome = cancelled
      ? abortOutcome(request.server.isClosing() ? 'server-stopped' : 'upload-interrupted')
      : {
          status: 'error' as const,
          errorCode:
            error instanceof UploadTooLargeError
              ? 413
              : error instanceof MultipartError
                ? 4007
                : isStorageFull(error)
                  ? 5002
                  : 5000,
          errorMessage: isStorageFull(error) ? STORAGE_FULL : (error as Error).message,
        };
    // Gone before the job says it ended, so whoever sees it ended finds nothing of the upload.
    await runtime.storage.removeInputs(jobId);
    await runtime.store.finishUnended(jobId, outcome, new Date(), unstarted);
    void runtime.bus
      .publish({ type: 'status', ...address, status: cancelled ? 'abort' : 'error' })
      .catch(() => undefined);
    if (cancelled) {
      return await reply.hijack(); // Nobody is listening any more.
    }
    // The job exists and has a report saying why it failed: the answer names it, as others do.
    if (error instanceof UploadTooLargeError) {
      return await sendTooLarge(request, reply, error.message, headers);
    }
    if (isStorageFull(error)) {
      return await sendFailure(reply, { status: 5002, message: STORAGE_FULL }, headers);
    }
    if (error instanceof MultipartError) {
      return await sendFailure(reply, { status: 4007, message: error.message }, headers);
    }
    throw error;
  } finally {
    releaseClose();
  }
  if (!(await runtime.store.markEnqueued(jobId))) {
    // Ended while its body came in (a cancel from the jobs page or the API): its own outcome.
    const row = await runtime.store.findById(jobId);
    return row === undefined
      ? sendFailure(reply, { status: 5000, message: 'The job disappeared.' }, headers)
      : sendUnfinished(reply, row, headers);
  }
  await runtime.queue.enqueue(jobId);
  void runtime.bus.publish({ type: 'headers', ...address, headers }).catch(() => undefined);

  const gone = clientGone(reply);
  return mode === 'deferred'
    ? answerDeferred(runtime, reply, jobId, headers, gone, options.keepAliveMs)
    : answerStreamed(runtime, reply, jobId, headers, settings, gone);
}

/** Never resolves; rejects once `signal` is aborted (a race's way out of a wait). */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const cancelled = () => {
      reject(new Error('The job was cancelled.'));
    };
    signal.addEventListener('abort', cancelled, { once: true });
  });
}

/**
 * The answer to an upload whose job was cancelled while its body came in: the cancel (409,
 * `Job-Status: abort`) at once, then the connection is closed rather than the rest of a body
 * nobody will process read. What was stored of it goes once its writing has stopped.
 */
async function answerCancelledUpload(
  runtime: JobRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
  headers: Record<string, string>,
) {
  await runtime.storage.removeInputs(jobId);
  const row = await runtime.store.findById(jobId);
  closeAfterAnswer(request, reply);
  reply.header('connection', 'close');
  return row === undefined
    ? sendFailure(reply, { status: 5000, message: 'The job disappeared.' }, headers)
    : sendUnfinished(reply, row, headers);
}

/** Aborts when the client hangs up before the answer is complete: that cancels the job (one request = one job). */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) {
      gone.abort();
    }
  };
  // The client may have hung up while its body was being stored, before anyone listened.
  if (reply.raw.destroyed) {
    onClose();
  } else {
    reply.raw.once('close', onClose);
  }
  return gone.signal;
}

/**
 * `PUT`: until the first keep-alive is due nothing is sent, so a job that ends quickly gets a
 * plain answer (200, or its error status with ezPAARSE-Status headers and a JSON body). After
 * that the answer is 200 with `.` bytes, and the final status travels as HTTP trailers
 * (`Job-Status`, `ezPAARSE-Status`, `ezPAARSE-Status-Message`); the report and `job:status`
 * event carry it too.
 */
async function answerDeferred(
  runtime: JobRuntime,
  reply: FastifyReply,
  jobId: string,
  headers: Record<string, string>,
  gone: AbortSignal,
  keepAliveMs: number,
) {
  const early = new AbortController();
  const timer = setTimeout(() => {
    early.abort();
  }, keepAliveMs);
  const quick = await waitForJobEnd(runtime, jobId, AbortSignal.any([gone, early.signal]));
  clearTimeout(timer);
  if (quick !== undefined) {
    return quick.status === 'completed'
      ? reply
          .code(200)
          .headers({ ...headers, 'Job-Status': 'completed' })
          .type('text/plain; charset=utf-8')
          .send('')
      : sendUnfinished(reply, quick, headers);
  }
  if (gone.aborted) {
    await cancelUnlessShutdown(runtime, reply, jobId);
    return reply.hijack();
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...hookHeaders(reply),
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    Trailer: 'Job-Status, ezPAARSE-Status, ezPAARSE-Status-Message',
  });
  raw.write('.');
  const keepAlive = setInterval(() => raw.write('.'), keepAliveMs);
  const row = await waitForJobEnd(runtime, jobId, gone);
  clearInterval(keepAlive);
  if (row === undefined) {
    await cancelUnlessShutdown(runtime, reply, jobId);
    raw.destroy();
    return;
  }
  const failure = failureOf(row);
  raw.addTrailers({
    'Job-Status': row.status,
    // A cancel is no failure: it says why, with no status code, as its 409 answer does.
    ...(row.status === 'abort'
      ? { 'ezPAARSE-Status-Message': headerSafe(row.errorMessage ?? JOB_ABORTED) }
      : failure === undefined
        ? {}
        : statusHeaders(failure.status, failure.message)),
  });
  // Dots only, as the reference: its clients check the body against /^\.*$/.
  raw.end();
}

/**
 * A `PUT` whose socket closed before its answer: a client that hung up cancels its job, but a
 * socket this server cut while shutting down (a restart, an update, SIGTERM) is not the client's
 * doing. That job stays: the worker's graceful stop hands it back to the queue, it runs again
 * once a worker is back, and its result is at `GET /{jobId}` as for any `PUT` job.
 */
async function cancelUnlessShutdown(runtime: JobRuntime, reply: FastifyReply, jobId: string) {
  if (reply.server.isClosing()) {
    return;
  }
  const row = await runtime.store.findById(jobId);
  if (row !== undefined) {
    await cancelForGoneClient(runtime, row);
  }
}

/** `POST /`: waits for the end, then streams the result (not kept afterwards) or the error. */
async function answerStreamed(
  runtime: JobRuntime,
  reply: FastifyReply,
  jobId: string,
  headers: Record<string, string>,
  settings: JobSettings,
  gone: AbortSignal,
) {
  const row = await waitForJobEnd(runtime, jobId, gone);
  if (row === undefined) {
    const current = await runtime.store.findById(jobId);
    if (current !== undefined) {
      await cancelForGoneClient(runtime, current, reply.server.isClosing());
    }
    return reply.hijack();
  }
  if (row.status !== 'completed') {
    return sendUnfinished(reply, row, headers);
  }
  const result = await runtime.storage.findResult(jobId);
  if (result === undefined) {
    return sendFailure(reply, { status: 5000, message: 'The result is missing.' }, headers);
  }
  const stream = createReadStream(result);
  stream.once('close', () => {
    // The reference keeps no result for POST jobs; report, traces and rejects stay.
    void rm(result, { force: true });
  });
  return reply
    .code(200)
    .headers({ ...headers, ...resultContentHeaders(settings) })
    .send(stream);
}
