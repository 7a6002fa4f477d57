import type { JobRow } from '@sillage/db';
import { resultExtensionOf, type JobUrls, type UnstartedJob } from '@sillage/pipeline';
import type { JobSettings } from '@sillage/shared-types';
import { BASE_URL_KEY, buildJobUrls } from '../job-urls.js';
import { parseStoredSettings } from '../runner/stored-settings.js';

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
 * in, or its upload fell silent), for the full report `unstartedReport` builds; undefined when
 * its stored headers no longer pass, and the report is then the short one.
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
