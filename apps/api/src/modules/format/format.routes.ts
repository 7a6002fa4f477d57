import type { FastifySchemaValidationError } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  FormatAnalysisRequestSchema,
  FormatAnalysisSchema,
} from '@sillage/shared-types';
import { AnalysesWaitingError, LogLineAnalyzer } from '@sillage/log-parser';
import { HttpError } from '../../errors/http-error.js';

/**
 * The reference's message keys for a refused body: `noBody` without one, `missingLogLinesField`
 * when `logLines` is absent or empty; another field at fault keeps the generic message naming it.
 */
export function formatValidationMessage(
  errors: readonly FastifySchemaValidationError[],
): string | undefined {
  // The whole body is at fault (`/`): there is none.
  if (errors.some((error) => error.instancePath === '/')) {
    return 'noBody';
  }
  return errors.some((error) => error.instancePath === '/logLines')
    ? 'missingLogLinesField'
    : undefined;
}

/**
 * `PUT /api/format/logparser`: the format assistant of the `/format` page. Signed-in users only,
 * like the page itself; only the first line is analysed, and a bad format (or one too slow on
 * the line, see LogLineAnalyzer) is an answer (`strictMatch: false`, `error`), not a failure. The body is JSON or, as the reference took it
 * too, urlencoded.
 */
export const formatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Off the thread that serves every request: a crafted format can take minutes on one line.
  const analyzer = new LogLineAnalyzer();
  app.addHook('onClose', () => analyzer.close());
  // This plugin's scope only: no other route takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.put(
    '/format/logparser',
    {
      onRequest: app.authenticate,
      config: { validationMessage: formatValidationMessage },
      schema: {
        tags: ['format'],
        summary: 'How the first log line parses with a format (auto-detected when none is given)',
        body: FormatAnalysisRequestSchema,
        response: {
          200: FormatAnalysisSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { logLines, proxy, format, dateFormat } = request.body;
      try {
        return await analyzer.analyze(
          logLines,
          {
            ...(proxy === undefined ? {} : { proxy }),
            ...(format === undefined || format.trim() === '' ? {} : { format }),
            ...(dateFormat === undefined ? {} : { dateFormat }),
          },
          // Users take turns on the assistant's one thread.
          request.user?.id ?? '',
        );
      } catch (error) {
        if (error instanceof AnalysesWaitingError) {
          throw new HttpError(429, 'RATE_LIMITED', 'analysesWaiting', { 'Retry-After': '5' });
        }
        throw error;
      }
    },
  );
  done();
};
