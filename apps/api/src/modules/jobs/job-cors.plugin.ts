import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REJECT_CATEGORY_NAMES } from '@sillage/shared-types';
import { isAllowedOrigin } from '../../http/job-route-origins.js';
import { rejectHeaderName } from './job-urls.js';
import { JOB_ID_ROUTE } from './upload.routes.js';

/** Methods a page may use on the job routes (the reference's list). */
const ALLOWED_METHODS = 'POST, GET, PUT, DELETE, OPTIONS';

/** The job headers a page must be able to read (browsers hide non-safelisted ones). */
const EXPOSED_HEADERS = [
  'Job-ID',
  'Job-Report',
  'Job-Traces',
  ...REJECT_CATEGORY_NAMES.map(rejectHeaderName),
  'Denied-ECs',
  'Job-Status',
  'ezPAARSE-Status',
  'ezPAARSE-Status-Message',
  'ezPAARSE-Version',
  'Sillage-Version',
  'Content-Disposition',
  'Retry-After',
].join(', ');

/** Paths of the job routes, for the preflight answers. */
const JOB_PATHS = [
  '/',
  `/${JOB_ID_ROUTE}`,
  `/${JOB_ID_ROUTE}/`,
  `/${JOB_ID_ROUTE}/:file`,
  `/api/logs/${JOB_ID_ROUTE}/:file`,
];

function allowOrigin(reply: FastifyReply, allowed: readonly string[], origin: string) {
  if (allowed.includes('*')) {
    reply.header('Access-Control-Allow-Origin', '*');
  } else {
    reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
  }
}

/**
 * CORS on the job routes (those whose config says `jobRoute`), for the origins of
 * SILLAGE_CORS_ORIGINS only; without any, nothing is added and preflights find no route, so
 * other sites' pages cannot read answers or send credentials. Credentials are HTTP Basic sent by
 * the page itself (`Authorization`, which the preflight allows); cookies are never granted.
 */
export const jobCorsPlugin = fp<{ origins: readonly string[] }>(
  (app, { origins }, done) => {
    if (origins.length === 0) {
      done();
      return;
    }
    app.addHook('onRequest', (request: FastifyRequest, reply, next) => {
      const { origin } = request.headers;
      if (
        request.routeOptions.config.jobRoute === true &&
        origin !== undefined &&
        isAllowedOrigin(origins, origin)
      ) {
        allowOrigin(reply, origins, origin);
        reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
      next();
    });
    for (const url of JOB_PATHS) {
      app.options(url, { config: { jobRoute: true }, schema: { hide: true } }, (request, reply) => {
        if (isAllowedOrigin(origins, request.headers.origin)) {
          const asked = request.headers['access-control-request-headers'];
          reply
            .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
            .header('Access-Control-Max-Age', '600');
          if (typeof asked === 'string' && asked !== '') {
            reply.header('Access-Control-Allow-Headers', asked);
            reply.header('Vary', 'Origin, Access-Control-Request-Headers');
          }
        }
        return reply.code(204).send();
      });
    }
    done();
  },
  { name: 'job-cors' },
);
