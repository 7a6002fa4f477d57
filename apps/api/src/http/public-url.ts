import type { FastifyRequest } from 'fastify';

/** Base URL for links sent out of band (mails): the configured one, else the request's origin. */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}
