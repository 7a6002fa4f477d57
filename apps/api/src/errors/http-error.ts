import type { ErrorCode } from '@sillage/shared-types';

/**
 * An error meant for the client: the error handler sends its status, kind and message as an
 * ApiError. Services throw these; they never touch the reply.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly kind: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the request is well-formed but breaks a rule (`message` is a stable key). */
export const badRequest = (message: string) => new HttpError(400, 'VALIDATION_FAILED', message);

/** 401: no valid credentials (a session cookie or HTTP Basic). */
export const unauthenticated = (message = 'notAuthenticated') =>
  new HttpError(401, 'UNAUTHENTICATED', message);

/** 403: authenticated, but not allowed. */
export const forbidden = (message = 'forbidden') => new HttpError(403, 'FORBIDDEN', message);

/** 404: nothing here (or nothing this user may see). */
export const notFound = (message = 'notFound') => new HttpError(404, 'NOT_FOUND', message);

/** 406: what was asked exists, but not in the form the request needs. */
export const notAcceptable = (message: string) => new HttpError(406, 'NOT_ACCEPTABLE', message);

/** 409: clashes with the current state. */
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

/** 410: existed, but expired or already used. */
export const gone = (message: string) => new HttpError(410, 'GONE', message);

/** 413: the body is over a limit, which the message names. */
export const payloadTooLarge = (message: string) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message);

/** 503: a dependency (mail server, database) is missing or down. */
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message);

/** 501: the feature is not set up on this instance (e.g. no mail server). */
export const notImplemented = (message: string) => new HttpError(501, 'NOT_IMPLEMENTED', message);
