/**
 * Whether an error means the database server cannot be reached right now (refused or dropped
 * connections, a server shutting down or starting up), as opposed to a query that is wrong.
 * The api answers such errors with 503 and a retry delay: the request may succeed a moment later.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE 57P01–57P03: admin shutdown, crash shutdown, cannot connect now (starting up).
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres and its pool say these in words only.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  // Drivers wrap the socket error as `cause` at times: look one level down too.
  for (let current = error, depth = 0; depth < 2; depth += 1) {
    if (current === null || typeof current !== 'object') {
      return false;
    }
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      // SQLSTATE class 08: connection exceptions.
      if (NETWORK_CODES.has(code) || SERVER_GOING_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) {
      return true;
    }
    current = cause;
  }
  return false;
}
