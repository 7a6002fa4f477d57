import type { FastifyRequest } from 'fastify';
import { BASE_URL_KEY } from '@sillage/jobs';

/** Headers that authenticate the request itself; a job never needs them once it is accepted. */
const TRANSPORT_CREDENTIALS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-api-key',
  'x-auth-token',
  'x-csrf-token',
  'x-xsrf-token',
]);

/** Any other header whose name says it holds a secret (an ezMESURE token, a password…). */
const SECRET_NAME = /(^|-)(token|secret|password|passwd|api-?key|credentials?)$/;

/** Secret-looking headers the pipeline reads to run the job (enricher accounts): they stay. */
const NEEDED_BY_THE_JOB = new Set(['crossref-plus-api-token', 'openalex-apikey']);

/** True for a lower-cased header name that carries a credential the job must not keep. */
export function isCredentialHeader(name: string): boolean {
  return (
    TRANSPORT_CREDENTIALS.has(name) || (SECRET_NAME.test(name) && !NEEDED_BY_THE_JOB.has(name))
  );
}

/**
 * True for the keys the api itself stores beside a job's headers (`x-sillage-…`: the base URL,
 * the anonymous mark); a client's header of that name is never taken.
 */
function isPrivateKey(name: string): boolean {
  return name === BASE_URL_KEY || name.startsWith('x-sillage-');
}

/** True for a lower-cased header name a job may keep in its row. */
function isStorable(name: string): boolean {
  return !isPrivateKey(name) && !isCredentialHeader(name);
}

/**
 * The request's headers as a job's settings (repeated headers joined), without the credentials
 * that authenticated the upload (Authorization, cookies, ezMESURE or other tokens): those would
 * otherwise be stored in the job's row and handed to every worker.
 */
export function jobRequestHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && isStorable(name)) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return headers;
}

/**
 * A job's resolved headers as its row keeps them: the same names are left out of what a
 * predefined or custom setting, or the instance's defaults, filled in. A saved setting is the
 * user's own text: it must not mark its jobs anonymous (`x-sillage-anonymous`) nor put cookies
 * or passwords in their rows.
 */
export function storableJobHeaders(
  headers: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => isStorable(name)));
}
