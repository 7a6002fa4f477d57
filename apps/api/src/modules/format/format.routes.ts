import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  FormatAnalysisRequestSchema,
  FormatAnalysisSchema,
} from '@sillage/shared-types';
import { analyzeLogLine } from '@sillage/log-parser';

/**
 * `PUT /api/format/logparser`: the format assistant of the `/format` page. Signed-in users only,
 * like the page itself; only the first line is analysed, and a bad format is an answer
 * (`strictMatch: false`, `error`), not a failure.
 */
export const formatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.put(
    '/format/logparser',
    {
      onRequest: app.authenticate,
      config: { validationMessage: 'missingLogLinesField' },
      schema: {
        tags: ['format'],
        summary: 'How the first log line parses with a format (auto-detected when none is given)',
        body: FormatAnalysisRequestSchema,
        response: { 200: FormatAnalysisSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    (request) => {
      const { logLines, proxy, format, dateFormat } = request.body;
      return analyzeLogLine(logLines, {
        ...(proxy === undefined ? {} : { proxy }),
        ...(format === undefined || format.trim() === '' ? {} : { format }),
        ...(dateFormat === undefined ? {} : { dateFormat }),
      });
    },
  );
  done();
};
