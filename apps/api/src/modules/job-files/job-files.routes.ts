import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REJECT_CATEGORY_NAMES } from '@sillage/shared-types';
import { HttpError, notFound } from '../../errors/http-error.js';
import type { JobRow } from '@sillage/db';
import { findJobById, jobRouteAuth } from '../jobs/job-access.js';
import { renderReportHtml, reportLanguage } from './report-html.js';
import { JOB_ID_ROUTE } from '../jobs/upload.routes.js';

/** Public file names of a job, and where each lives in its folder. */
const REJECT_FILE = new RegExp(`^lines-(${REJECT_CATEGORY_NAMES.join('|')})\\.log$`);
const DENIED_FILE = /^denied-ecs\.(csv|txt|json|log)(\.gz|\.zz)?$/;
/** A COUNTER R5.1 job's counter report and its CSV twin. */
const COUNTER_FILES = ['counter.json', 'counter.csv'];
const INLINE_LIMIT_BYTES = 500 * 1024;

/**
 * Files that are part of the job's result: like the result, served only once the job completed.
 * A cancelled or failed job (or one still running) leaves them cut short with nothing inside to
 * say so; its report, traces and reject lines stay served, as they tell what happened.
 */
function isResultPart(name: string): boolean {
  return DENIED_FILE.test(name) || COUNTER_FILES.includes(name);
}

/** The report file's object, or undefined when its text is not one. */
function parseReport(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function storedName(file: string): string | undefined {
  // `report.json` is the file's own name, which the reference serves too (§2.3).
  if (file === 'job-report.json' || file === 'report.json') {
    return 'report.json';
  }
  if (
    file === 'job-traces.log' ||
    COUNTER_FILES.includes(file) ||
    REJECT_FILE.test(file) ||
    DENIED_FILE.test(file)
  ) {
    return file;
  }
  return undefined;
}

function contentTypeOf(file: string): string {
  if (file.endsWith('.gz')) {
    return 'application/gzip';
  }
  if (file.endsWith('.zz')) {
    return 'application/zlib';
  }
  if (file.endsWith('.json')) {
    return 'application/json; charset=utf-8';
  }
  if (file.endsWith('.csv')) {
    return 'text/csv; charset=utf-8';
  }
  return 'text/plain; charset=utf-8';
}

/**
 * A job's files: `GET /api/logs/{jobId}/job-report.json` (attachment `<id8>_report.json`, or
 * inline as `report.json`; the live report while the job runs), `job-traces.log`,
 * `lines-<category>.log`, `denied-ecs.<ext>`,
 * and for a COUNTER R5.1 job `counter.json` / `counter.csv`.
 * `job-report.html` renders the report as a page. Owner and admins only (and anyone, by id, for
 * a job started without credentials while SILLAGE_ANONYMOUS_JOBS is on); 404 for anyone else,
 * for unknown names, and for files not written.
 * Registered under `/api/logs` and, as the reference also answers there, at the root
 * (`/{jobId}/job-report.json`); the job id must be a uuid so the SPA's own two-segment paths
 * (`/admin/users`) never reach this route.
 */
export const jobFilesRoutes: FastifyPluginCallbackZod<{
  /** SILLAGE_ANONYMOUS_JOBS: the files of a job started without credentials are open by id. */
  anonymousJobs?: boolean;
  /** Product name in the HTML report's title. */
  appName?: string;
}> = (app, options, done) => {
  const runtime = app.jobRuntime;
  const anonymousJobs = options.anonymousJobs === true;
  const onRequest = jobRouteAuth(app, anonymousJobs);

  /**
   * The report as stored (the file, else the row's copy), or undefined when there is none yet. A
   * file that is not a JSON object (damaged on disk, cut short) gives way to the row's copy, which
   * the job wrote at its end; with no copy either, the answer says the report cannot be read.
   */
  const readReport = async (
    row: JobRow,
    log: FastifyBaseLogger,
  ): Promise<Record<string, unknown> | undefined> => {
    const opened = await runtime.storage.openFile(
      runtime.storage.artefactPath(row.id, 'report.json'),
    );
    if (opened === undefined) {
      return row.report ?? undefined;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) {
      chunks.push(chunk as Buffer);
    }
    const stored = parseReport(Buffer.concat(chunks).toString('utf8'));
    if (stored !== undefined) {
      return stored;
    }
    log.warn({ jobId: row.id }, 'the report file of this job is not a JSON object');
    if (row.report !== null) {
      return row.report;
    }
    throw new HttpError(500, 'INTERNAL_ERROR', 'reportUnreadable');
  };

  app.get(
    `/${JOB_ID_ROUTE}/job-report.html`,
    {
      onRequest,
      config: { jobRoute: true },
      schema: {
        tags: ['jobs'],
        summary: 'The job report as an HTML page (French, or English per Accept-Language)',
        params: z.object({ jobId: z.string() }),
      },
    },
    async (request, reply) => {
      const row = await findJobById(runtime, request.user, request.params.jobId, anonymousJobs);
      const report = await readReport(row, request.log);
      if (report === undefined) {
        throw notFound('fileNotFound');
      }
      const language = reportLanguage(request.headers['accept-language']);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Language', language)
        .send(renderReportHtml(report, language, options.appName ?? 'Sillage'));
    },
  );

  app.get(
    `/${JOB_ID_ROUTE}/:file`,
    {
      onRequest,
      config: { jobRoute: true },
      schema: {
        tags: ['jobs'],
        summary: 'A file of a job (report, traces, reject lines, denied ECs)',
        params: z.object({ jobId: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { jobId, file } = request.params;
      const name = storedName(file);
      if (name === undefined || !runtime.storage.isArtefactName(name)) {
        throw notFound('fileNotFound');
      }
      const row = await findJobById(runtime, request.user, jobId, anonymousJobs);
      if (isResultPart(name) && row.status !== 'completed') {
        throw notFound('resultNotFound');
      }
      const id8 = row.id.slice(0, 8);
      const path = runtime.storage.artefactPath(row.id, name);
      const opened = await runtime.storage.openFile(path);
      if (opened === undefined) {
        if (name === 'report.json' && row.report !== null) {
          if (file === 'job-report.json') {
            reply.header('Content-Disposition', `attachment; filename="${id8}_report.json"`);
          }
          return reply.type('application/json; charset=utf-8').send(row.report);
        }
        throw notFound('fileNotFound');
      }
      const { size } = opened;
      const attachment =
        file === 'job-report.json'
          ? `${id8}_report.json`
          : name === 'counter.csv' || size > INLINE_LIMIT_BYTES
            ? `${id8}_${file}`
            : undefined;
      if (attachment !== undefined) {
        reply.header('Content-Disposition', `attachment; filename="${attachment}"`);
      }
      return reply.type(contentTypeOf(name)).send(opened.stream);
    },
  );
  done();
};
