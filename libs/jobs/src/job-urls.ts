import type { JobRunUrls } from './runner/job-processor.js';

/** Settings key under which the api records the base URL a job was submitted to. */
export const BASE_URL_KEY = 'x-sillage-base-url';

/**
 * Settings key of the base URL for the job's mailed links: from configuration or an allowed host,
 * never from the request's Host header (a mail goes to someone else than the caller).
 */
export const MAIL_BASE_URL_KEY = 'x-sillage-mail-base-url';

/**
 * Absolute URLs of a job's result and files under `base` (no trailing slash): `<base>/<jobId>/…`,
 * as the reference advertised them (its files are also served under `/api/logs/<jobId>/`).
 */
export function buildJobUrls(base: string, jobId: string): JobRunUrls {
  const files = `${base}/${jobId}`;
  return {
    result: `${base}/${jobId}`,
    report: `${files}/job-report.json`,
    traces: `${files}/job-traces.log`,
    denied: (extension) => `${files}/denied-ecs.${extension}`,
    rejects: (category) => `${files}/lines-${category}.log`,
  };
}

/** The URLs of a job as submitted (its recorded base URL), else under `fallbackBase`. */
export function jobUrlsFromSettings(
  jobId: string,
  settings: Record<string, string>,
  fallbackBase: string,
): JobRunUrls {
  return buildJobUrls(settings[BASE_URL_KEY] ?? fallbackBase, jobId);
}
