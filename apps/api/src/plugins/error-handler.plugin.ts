import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '@sillage/db';
import { isStorageFull } from '@sillage/jobs';
import {
  JOB_STATUS_CODES,
  type ApiError,
  type ApiErrorIssue,
  type ErrorCode,
  type JobFailureReason,
} from '@sillage/shared-types';
import { HttpError } from '../errors/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Message (a reference key such as `fillAllFields`) sent instead of the generic one when the
     * route's schema rejects the request; the field issues still travel in `issues`. A function
     * returning undefined leaves the generic message.
     */
    validationMessage?:
      string | ((errors: readonly FastifySchemaValidationError[]) => string | undefined);
  }
}

const KIND_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Builds the body of an error response: the reference's Boom fields with its numeric `code` (the
 * ezPAARSE status when there is one, else the HTTP status), plus our symbolic `kind`.
 */
export function buildApiError(
  statusCode: number,
  message: string,
  extra: {
    kind?: ErrorCode;
    issues?: ApiErrorIssue[];
    ezpaarseStatus?: number;
    detail?: string;
    reason?: JobFailureReason;
  } = {},
): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: extra.ezpaarseStatus ?? statusCode,
    message,
    kind:
      extra.kind ??
      KIND_BY_STATUS[statusCode] ??
      (statusCode >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED'),
    ...(extra.detail === undefined || extra.detail === message ? {} : { detail: extra.detail }),
    ...(extra.reason === undefined ? {} : { reason: extra.reason }),
    ...(extra.issues === undefined ? {} : { issues: extra.issues }),
  };
}

/**
 * Turns every thrown error into an ApiError response: HttpError as it says, schema failures as
 * 400 with the field issues, framework errors with their status, an unreachable database as 503
 * with Retry-After, anything else as a logged 500 that reveals nothing.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
    done();
  },
  { name: 'error-handler' },
);

/** What the router's own refusals mean, said in the ApiError shape instead of Fastify's. */
const FRAMEWORK_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_BAD_URL: { statusCode: 400, message: 'The request path has a malformed percent-escape' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    message: 'A segment of the request path is too long',
  },
};

/**
 * Fastify's `frameworkErrors` hook: the router refuses some requests before any route or error
 * handler runs, and would answer them in its own shape with its internal `FST_` code.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code];
  if (known === undefined) {
    void sendError(error, request, reply);
    return;
  }
  void reply.code(known.statusCode).send(buildApiError(known.statusCode, known.message));
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(buildApiError(error.statusCode, error.message, { kind: error.kind }));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'invalid',
    }));
    const custom = request.routeOptions.config.validationMessage;
    const message =
      (typeof custom === 'function' ? custom(error.validation) : custom) ??
      `Invalid request: ${issues.map((issue) => `${issue.path} ${issue.message}`).join('; ')}`;
    return reply.code(400).send(buildApiError(400, message, { issues }));
  }
  if (isResponseSerializationError(error)) {
    request.log.error(
      { err: error, issues: error.cause.issues },
      'response does not match its schema',
    );
    return reply.code(500).send(buildApiError(500, 'Internal error'));
  }
  if (isDatabaseUnreachable(error)) {
    // Not a bug of this request: the database is away (restart, network); try again shortly.
    request.log.warn({ err: error }, 'database unreachable');
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(buildApiError(503, 'databaseUnavailable'));
  }
  if (isStorageFull(error)) {
    // The disk under the data folder (or the database's) is full: no bug, nothing to retry now.
    request.log.error({ err: error }, 'storage full');
    return reply
      .code(507)
      .send(buildApiError(507, JOB_STATUS_CODES[5002].message, { ezpaarseStatus: 5002 }));
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send(buildApiError(statusCode, 'Internal error'));
  }
  return reply.code(statusCode).send(buildApiError(statusCode, error.message));
}
