import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobRow } from '@sillage/db';
import type { JobCanceller } from '@sillage/jobs';
import type { UnstartedJob } from '@sillage/pipeline';
import {
  JOB_ABORT_MESSAGES,
  JOB_STATUS_CODES,
  readStatusReason,
  type JobAbortReason,
  type JobFailure,
  type JobSettings,
  type JobStatusCode,
} from '@sillage/shared-types';
import { buildApiError } from '../../plugins/error-handler.plugin.js';
import type { JobRuntime } from './job-runtime.plugin.js';

// Answers shared by the upload routes: refusals, failures, cancels and the result's headers.

/** Why an upload that filled the storage volume was refused (HTTP 507). */
export const STORAGE_FULL =
  'The server has no storage space left for this upload; try again later.';

/**
 * The headers already set on the reply by the app's hooks (versions, security, CORS), for an
 * answer written on the raw response after `hijack()`, which would otherwise leave them out.
 */
export function hookHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) {
      headers[name] = value;
    }
  }
  return headers;
}

function catalogued(code: number): { httpStatus: number; message: string } | undefined {
  return (JOB_STATUS_CODES as Record<number, { httpStatus: number; message: string } | undefined>)[
    code
  ];
}

/**
 * The message a status is answered with: the reference's own for its codes (scripts match on
 * it), else the given one. The case's explanation goes in the body's `detail`.
 */
function answeredMessage(status: number, message: string): string {
  return catalogued(status)?.message ?? message;
}

/** A message as a header value: single-line printable ASCII (the JSON body keeps it whole). */
export function headerSafe(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, '?');
}

/** What a cancelled job without its own message says. */
export const JOB_ABORTED = 'Job aborted';

/** Status headers of a refused or failed job (reference names and messages). */
export function statusHeaders(status: number, message: string): Record<string, string> {
  return {
    'ezPAARSE-Status': String(status),
    'ezPAARSE-Status-Message': headerSafe(answeredMessage(status, message)),
  };
}

export function sendFailure(
  reply: FastifyReply,
  failure: JobFailure,
  extra: Record<string, string> = {},
) {
  const httpStatus = catalogued(failure.status)?.httpStatus ?? 500;
  return reply
    .code(httpStatus)
    .headers({ ...extra, ...statusHeaders(failure.status, failure.message) })
    .send(
      buildApiError(httpStatus, answeredMessage(failure.status, failure.message), {
        ezpaarseStatus: failure.status,
        detail: failure.message,
        ...(failure.reason === undefined ? {} : { reason: failure.reason }),
      }),
    );
}

/** The outcome columns of a job stopped for this reason (its code, and its English message). */
export function abortOutcome(reason: JobAbortReason) {
  return {
    status: 'abort',
    errorMessage: JOB_ABORT_MESSAGES[reason],
    abortReason: reason,
  } as const;
}

/**
 * Ends a job that has not ended yet as `abort` (recording who cancelled it, when a user did),
 * tells its worker to stop and its owner's socket; false when the job had already ended.
 */
export async function abortJob(
  runtime: JobRuntime,
  row: Pick<JobRow, 'id' | 'ownerId' | 'socketId'>,
  reason: JobAbortReason,
  options: { message?: string; cancelledBy?: JobCanceller; known?: UnstartedJob } = {},
): Promise<boolean> {
  const { cancelledBy, known, ...announce } = options;
  const outcome = {
    ...abortOutcome(reason),
    // (An administrator's cancel has words of its own: the owner did not cancel it.)
    ...(announce.message === undefined ? {} : { errorMessage: announce.message }),
    ...(cancelledBy === undefined ? {} : { cancelledBy }),
  };
  const ended = await runtime.store.finishUnended(row.id, outcome, new Date(), known);
  if (ended) {
    await runtime.bus.publish({ type: 'cancel', jobId: row.id });
    await runtime.bus.publish({
      type: 'status',
      jobId: row.id,
      ownerId: row.ownerId,
      socketId: row.socketId,
      status: 'abort',
      ...announce,
    });
  }
  return ended;
}

/**
 * The client hung up before its answer: its job is cancelled (one request = one job). When the
 * server itself cut the connection while shutting down, the job stops too (nobody is left to
 * receive its result) but says so: it is not the client's doing.
 */
export async function cancelForGoneClient(
  runtime: JobRuntime,
  row: Pick<JobRow, 'id' | 'ownerId' | 'socketId'>,
  isServerStopping = false,
): Promise<void> {
  await abortJob(runtime, row, isServerStopping ? 'server-stopped' : 'client-gone');
}

/** The answer to a job that ended without a result: its failure, or the cancel. */
export function sendUnfinished(reply: FastifyReply, row: JobRow, headers: Record<string, string>) {
  if (row.status === 'abort') {
    return reply
      .code(409)
      .headers({ ...headers, 'Job-Status': 'abort' })
      .send(buildApiError(409, row.errorMessage ?? JOB_ABORTED));
  }
  const failure = failureOf(row);
  return sendFailure(reply, failure ?? { status: 5000, message: 'Job failed' }, {
    ...headers,
    'Job-Status': row.status,
  });
}

export function failureOf(row: JobRow): JobFailure | undefined {
  if (row.status === 'completed') {
    return undefined;
  }
  const reason = readStatusReason(row.report?.general);
  return {
    status: (row.errorCode ?? 5000) as JobStatusCode,
    message: row.errorMessage ?? (row.status === 'abort' ? JOB_ABORTED : 'Job failed'),
    ...(reason === null ? {} : { reason }),
  };
}

/** Content headers of a result in the job's output format, charset and encoding. */
export function resultContentHeaders(settings: JobSettings): Record<string, string> {
  return {
    // A charset other than utf-8 is named, so clients decode the result right.
    'Content-Type': ['utf-8', 'utf8'].includes(settings.responseCharset)
      ? settings.outputMimeType
      : `${settings.outputMimeType}; charset=${settings.responseCharset}`,
    ...(settings.responseEncoding === undefined
      ? {}
      : { 'Content-Encoding': settings.responseEncoding }),
  };
}

/** How long a socket answered 413 may stay open for its answer to leave (then it is cut). */
const TOO_LARGE_LINGER_MS = 5_000;

/**
 * For an answer given before the request's body is all in: the rest is read and dropped (cutting
 * it would lose the answer in a reset), and the socket ends once the answer is out, at the latest
 * after TOO_LARGE_LINGER_MS.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const { socket } = request.raw;
  request.raw.unpipe();
  request.raw.resume();
  reply.raw.once('finish', () => {
    socket.end();
    setTimeout(() => socket.destroy(), TOO_LARGE_LINGER_MS).unref();
  });
}

/**
 * Answers an upload past the size limit: 413 at once, with `Connection: close`; the rest of the
 * body is read and dropped (cutting it would lose the answer in a reset), and the socket ends
 * once the answer is out, at the latest after TOO_LARGE_LINGER_MS (issue 19, item 5).
 */
export function sendTooLarge(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  /** The job's own headers (Job-ID, report URLs), when one was created. */
  jobHeaders: Record<string, string> = {},
) {
  closeAfterAnswer(request, reply);
  return reply
    .code(413)
    .headers({ ...jobHeaders, connection: 'close', ...statusHeaders(413, message) })
    .send(buildApiError(413, message, { ezpaarseStatus: 413 }));
}
