import type { JobRow } from '@sillage/db';
import { BASE_URL_KEY, buildJobUrls, parseStoredSettings } from '@sillage/jobs';
import { resultExtensionOf, type JobUrls, type UnstartedJob } from '@sillage/pipeline';
import {
  REJECT_CATEGORY_NAMES,
  type JobSettings,
  type RejectCategory,
} from '@sillage/shared-types';

/** `unknown-domains` → `Lines-Unknown-Domains` (the reference header names). */
export function rejectHeaderName(category: RejectCategory): string {
  return `Lines-${category
    .split('-')
    .map((word) => (word === 'ecs' ? 'ECs' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('-')}`;
}

/**
 * The response headers of a job (also sent as the socket `headers` message): Job-ID, Job-Report,
 * Job-Traces, every Lines-* (always advertised, as the reference does), Denied-ECs.
 */
export function buildJobHeaders(
  base: string,
  jobId: string,
  settings: JobSettings,
): Record<string, string> {
  const urls = buildJobUrls(base, jobId);
  const headers: Record<string, string> = {
    'Job-ID': jobId,
    'Job-Report': urls.report,
    'Job-Traces': urls.traces,
  };
  for (const category of REJECT_CATEGORY_NAMES) {
    headers[rejectHeaderName(category)] = urls.rejects(category);
  }
  headers['Denied-ECs'] = urls.denied(resultExtensionOf(settings));
  return headers;
}

/**
 * The file URLs the report of a job gives, for one that ends before any run: no result, since
 * there is none; the others as a run would give them (the reference lists them from the start).
 */
function unstartedReportUrls(base: string, jobId: string, settings: JobSettings): JobUrls {
  const urls = buildJobUrls(base, jobId);
  return {
    report: urls.report,
    traces: urls.traces,
    denied: urls.denied(resultExtensionOf(settings)),
    rejectFile: (category) => urls.rejects(category),
  };
}

/** What a job accepted with these settings is, for its report should it end before any run. */
export function unstartedJob(
  jobId: string,
  settings: JobSettings,
  known: { base: string; date: Date; userAgent: string | undefined; appVersion: string },
): UnstartedJob {
  return {
    settings,
    job: {
      date: known.date,
      ...(known.userAgent === undefined ? {} : { userAgent: known.userAgent }),
      urls: unstartedReportUrls(known.base, jobId, settings),
    },
    versions: { appVersion: known.appVersion },
  };
}

/**
 * What a job's row tells of it before any run (cancelled while queued or while its body came
 * in), for the full report `unstartedReport` builds; undefined when its stored headers no longer
 * pass, and the report is then the short one.
 */
export function unstartedJobOfRow(
  row: Pick<JobRow, 'id' | 'settings' | 'createdAt'>,
  appVersion: string,
): UnstartedJob | undefined {
  const parsed = parseStoredSettings(row.settings);
  const base = row.settings[BASE_URL_KEY];
  if (!parsed.ok || base === undefined) {
    return undefined;
  }
  return unstartedJob(row.id, parsed.settings, {
    base,
    date: row.createdAt,
    userAgent: row.settings['user-agent'],
    appVersion,
  });
}
